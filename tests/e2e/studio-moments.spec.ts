import type { Page } from '@playwright/test'
import { balanceCard, expect, nb, openSignedIn, test } from './fixtures'
import { copyLink, linkTest, openSection, panel } from './studio-panel'
import { expectAxeCleanInEachTheme } from './themes'

// Issue 44: support steps through a customer's report. The customer saw 100 ₽ on home, topped up and
// saw 600 ₽, then opened their devices, which failed; each moment is the live portal on the mock.

const GATEWAY = 'https://gw.gamehost.example'
const at = (second: number) => `2026-11-20T09:15:${String(second).padStart(2, '0')}.000Z`
const answer = (second: number, path: string, status: number, body: unknown) => ({
  startedDateTime: at(second),
  request: { method: 'POST', url: `${GATEWAY}${path}` },
  response: { status, content: { mimeType: 'application/json', text: JSON.stringify(body) } },
})
const user = (second: number, balance: number) =>
  answer(second, '/authms/api/Auth/user', 200, { id: 1, userName: 'client', firstName: 'Анна', balance })

const REPORT = {
  log: {
    entries: [
      user(1, 100),
      answer(2, '/authms/api/Auth/devices', 200, []),
      user(5, 600),
      answer(7, '/authms/api/Auth/devices', 500, { message: 'Сервис устройств недоступен' }),
    ],
    _description: 'Пополнил, а баланс не изменился, и пропали устройства',
    _device: { timeZone: 'Europe/Moscow' },
    _events: [
      { type: 'route', time: at(0), path: '/' },
      { type: 'toast', time: at(4), kind: 'success', text: 'Баланс пополнен' },
      { type: 'route', time: at(6), path: '/profile/devices' },
    ],
  },
}

const DEVICES_FAILED = 'Не удалось загрузить устройства. Сервис устройств недоступен'
const bar = (page: Page) => panel(page).getByRole('region', { name: 'Шаги по отчёту клиента' })
const step = (page: Page, name: 'Назад' | 'Дальше') => bar(page).getByRole('button', { name }).click()

async function importReport(page: Page) {
  await openSignedIn(page)
  await openSection(page, 'Импорт HAR')
  await panel(page)
    .getByLabel('Выбрать HAR-файл')
    .setInputFiles({ name: 'report.har', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(REPORT)) })
  await panel(page).getByRole('button', { name: 'Применить' }).click()
  await openSection(page, 'Журнал')
}

test('stepping: the balance before and after the top-up, the devices error from its own moment', async ({ page }) => {
  test.slow()
  await importReport(page)
  const moments = panel(page).getByRole('button', { name: /^Открыть этот момент/ })
  await expect(moments).toHaveCount(7)
  await moments.nth(1).click()
  await expect(bar(page).getByText(/^Момент 2 из 7 · 20\.11, 12:15:01 · \/$/)).toBeVisible()
  await expect(panel(page).getByRole('button', { name: /^Открыт сейчас: 20\.11, 12:15:01, / })).toBeVisible()
  await expect(balanceCard(page)).toContainText(nb('100,00 ₽'))

  await bar(page).getByLabel('Шаги').selectOption('по событиям')
  for (const _row of [1, 2, 3]) await step(page, 'Дальше')
  await expect(bar(page).getByText(/^Момент 5 из 7/)).toBeVisible()
  await expect(balanceCard(page)).toContainText(nb('600,00 ₽'))
  await step(page, 'Назад')
  await expect(bar(page).getByText('Сообщение на экране (успех): Баланс пополнен')).toBeVisible()
  await expect(balanceCard(page)).toContainText(nb('100,00 ₽'))

  await bar(page).getByLabel('Шаги').selectOption('по страницам')
  await step(page, 'Дальше')
  await expect(balanceCard(page)).toContainText(nb('600,00 ₽'))
  await step(page, 'Дальше')
  await expect(page).toHaveURL(/\/profile\/devices$/)
  await expect(page.getByText(DEVICES_FAILED).first()).toBeVisible()
  await expect(bar(page).getByRole('button', { name: 'Дальше' })).toBeDisabled()

  await expectAxeCleanInEachTheme(page, 'the moment bar at 1280 px')
  // On a phone the studio is a sheet over the page, whose edge may cut a control of the page in two.
  await page.setViewportSize({ width: 375, height: 800 })
  // The docked panel gives way to the sheet, a new element: axe reads the sheet once it is there.
  await expect(panel(page).getByRole('button', { name: 'Опустить' })).toBeVisible()
  await expectAxeCleanInEachTheme(page, 'the moment bar at 375 px', panel(page))

  // A reload stays on the moment; after "Закончить" the data stays as the moment left it.
  await page.reload()
  await expect(bar(page).getByText(/^Момент 7 из 7/)).toBeVisible()
  await expect(page.getByText(DEVICES_FAILED).first()).toBeVisible()
  await bar(page).getByRole('button', { name: 'Закончить' }).click()
  await expect(bar(page)).toHaveCount(0)
  await page.goto('/')
  await expect(balanceCard(page)).toContainText(nb('600,00 ₽'))
})

linkTest(
  'the link opens the same moment in a fresh browser, and its receiver steps on',
  async ({ page, openAsReceiver }) => {
    await importReport(page)
    await panel(page)
      .getByRole('button', { name: /^Открыть этот момент/ })
      .nth(5)
      .click()
    await expect(bar(page).getByText(/^Момент 6 из 7/)).toBeVisible()
    await expect(page.getByRole('list', { name: 'Устройства' })).toBeVisible()
    await openSection(page, 'Ссылка')
    const receiver = await openAsReceiver(await copyLink(page))

    await expect(bar(receiver).getByText(/^Момент 6 из 7 · 20\.11, 12:15:06 · \/profile\/devices$/)).toBeVisible()
    await expect(receiver.getByRole('list', { name: 'Устройства' })).toBeVisible()
    await step(receiver, 'Дальше')
    await expect(receiver.getByText(DEVICES_FAILED).first()).toBeVisible()
  },
)
