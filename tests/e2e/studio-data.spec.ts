import type { Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
import { balanceCard, expect, nb, openSignedIn, test } from './fixtures'
import { onHomeAtEachWidth, openSection, panel, signInAgainAsDemo } from './studio-panel'
import { expectAxeCleanInEachTheme } from './themes'

// Issue 12 B and C: support imports a customer's HAR and edits the customer's data in the mock panel.
const FIXTURE = 'tests/fixtures/customer.har'

/** The page stays the same document: a marker set before the change survives it. */
async function markDocument(page: Page) {
  await page.evaluate(() => Object.assign(window, { studioMarker: true }))
  return () => page.evaluate(() => 'studioMarker' in window)
}

test("a customer's HAR: the redactions are shown first, then home shows their balance and the devices screen their error", async ({
  page,
}) => {
  await openSignedIn(page)
  const sameDocument = await markDocument(page)
  await openSection(page, 'Импорт HAR')
  await panel(page).getByLabel('Выбрать HAR-файл').setInputFiles(FIXTURE)

  await expect(panel(page).getByRole('heading', { name: 'Скрыто в браузере: 34' })).toBeVisible()
  await expect(panel(page).getByRole('row', { name: 'Заголовок Authorization 7' })).toBeVisible()
  await expect(panel(page).getByRole('row', { name: 'Поле password 1' })).toBeVisible()
  await expect(panel(page)).toContainText('Список устройств: 1-й вызов — ответ 500, как в записи')
  await expect(balanceCard(page)).toContainText(nb('1 250,50 ₽'))

  await panel(page).getByRole('button', { name: 'Применить' }).click()
  await expect(balanceCard(page)).toContainText(nb('3 217,40 ₽'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Здравствуйте, Ольга!')
  expect(await sameDocument()).toBe(true)

  // "Applied" means stored: a typed address right after it keeps the imported rules.
  await expect(panel(page).getByRole('status')).toHaveText('Импорт применён: страница показывает данные клиента.')
  await page.goto('/profile/devices')
  await expect(page.getByText('Не удалось загрузить устройства. Сервис устройств недоступен')).toBeVisible()
})

test('a file that is not a HAR gets a clear message and changes nothing', async ({ page }) => {
  await openSignedIn(page)
  await openSection(page, 'Импорт HAR')
  await panel(page)
    .getByLabel('Выбрать HAR-файл')
    .setInputFiles({ name: 'notes.har', mimeType: 'text/plain', buffer: Buffer.from('не JSON') })
  await expect(panel(page).getByRole('status')).toHaveText(
    'Это не HAR-файл. Нужен файл из вкладки «Сеть» браузера: «Сохранить всё как HAR».',
  )
  await expect(balanceCard(page)).toContainText(nb('1 250,50 ₽'))
})

test('changing the balance in the editor updates the wallet card without a reload', async ({ page }) => {
  await openSignedIn(page)
  const sameDocument = await markDocument(page)
  await openSection(page, 'Данные')
  await panel(page).getByText('Пользователь', { exact: true }).click()
  const balance = panel(page).getByLabel('Баланс, ₽')
  await balance.fill('много')
  await panel(page).getByRole('button', { name: 'Применить' }).click()
  await expect(panel(page).getByText('Введите баланс числом, например 3217,40')).toBeVisible()
  await expect(balanceCard(page)).toContainText(nb('1 250,50 ₽'))

  await balance.fill('3 217,40')
  await panel(page).getByRole('button', { name: 'Применить' }).click()
  await expect(balanceCard(page)).toContainText(nb('3 217,40 ₽'))
  expect(await sameDocument()).toBe(true)
  expect(new URL(page.url()).pathname).toBe('/')
})

test('the editor and the import preview are axe-clean at 375 and 1280 px in both themes', async ({ page }) => {
  // Two panels, each axe-checked in both themes at two widths.
  test.slow()
  await openSignedIn(page)
  // The groups open closed at each width.
  await onHomeAtEachWidth(
    page,
    async (width) => {
      await openSection(page, 'Данные')
      for (const group of ['Пользователь', 'Услуги', 'Сеансы', 'Платежи'])
        await panel(page).getByText(group, { exact: true }).click()
      await expectAxeCleanInEachTheme(page, `data editor (${width} px)`)
      await panel(page).getByRole('button', { name: 'Импорт HAR', exact: true }).click()
      await panel(page).getByLabel('Выбрать HAR-файл').setInputFiles(FIXTURE)
      await expect(panel(page).getByRole('button', { name: 'Применить' })).toBeVisible()
      await expectAxeCleanInEachTheme(page, `HAR preview (${width} px)`)
    },
    740,
  )
})

test('a HAR whose top-up answered 200 with cut-off JSON makes the first top-up in the preview fail', async ({
  page,
}) => {
  const cutOff = {
    startedDateTime: '2026-11-20T09:15:02.000Z',
    request: { method: 'POST', url: 'https://gateway.gamehost.example/paymentms/api/Payment/create' },
    response: {
      status: 200,
      content: { mimeType: 'application/json', text: '{"status":"ok","data":{"paymentUrl":"https://pay.exam' },
    },
  }
  await openSignedIn(page)
  await openSection(page, 'Импорт HAR')
  await panel(page)
    .getByLabel('Выбрать HAR-файл')
    .setInputFiles({
      name: 'top-up.har',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ log: { entries: [cutOff] } })),
    })
  await panel(page).getByRole('button', { name: 'Применить' }).click()
  await expect(panel(page).getByRole('status')).toHaveText('Импорт применён: страница показывает данные клиента.')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Пополнить баланс' }).click()
  await page
    .getByRole('dialog', { name: 'Пополнение баланса' })
    .getByRole('button', { name: 'Перейти к оплате' })
    .click()
  await expect(page.getByText('Сервер прислал неожиданный ответ')).toBeVisible()
  await expect(page).toHaveURL((url) => url.pathname === '/')
})

test("applying on the sign-in page shows the customer's home without a reload; demo / Demo1234 still signs in", async ({
  page,
}) => {
  await page.goto('/auth')
  const sameDocument = await markDocument(page)
  await openSection(page, 'Импорт HAR')
  await panel(page).getByLabel('Выбрать HAR-файл').setInputFiles(FIXTURE)
  await panel(page).getByRole('button', { name: 'Применить' }).click()

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Здравствуйте, Ольга!')
  await expect(balanceCard(page)).toContainText(nb('3 217,40 ₽'))
  expect(await sameDocument()).toBe(true)
  await expect(panel(page)).toContainText('Войти снова: логин «demo» и прежний пароль')
  await page.keyboard.press('Escape')

  await page.goto('/profile')
  // The customer had Google 2FA on; the panel names the mock's code.
  await signInAgainAsDemo(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Здравствуйте, Ольга!')
})

test("a customer's report: their text tops the summary and the preview opens their last page", async ({ page }) => {
  const har = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { log: Record<string, unknown> }
  const at = (minute: number) => `2026-11-20T09:${minute}:00.000Z`
  Object.assign(har.log, {
    _description: '<b>Не открываются устройства</b>',
    _events: [
      { type: 'route', time: at(16), path: '/profile/devices' },
      { type: 'route', time: at(15), path: '//evil.example' },
      { type: 'toast', time: 'вчера', kind: 'error', text: 'x' },
    ],
  })
  await openSignedIn(page)
  await openSection(page, 'Импорт HAR')
  await panel(page)
    .getByLabel('Выбрать HAR-файл')
    .setInputFiles({ name: 'report.har', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(har)) })
  await expect(panel(page).getByText('<b>Не открываются устройства</b>')).toBeVisible()
  await expect(panel(page)).toContainText('пропущено данных отчёта неверного вида — 1')
  await panel(page).getByRole('button', { name: 'Применить' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/profile/devices')
  await expect(page.getByText('Не удалось загрузить устройства. Сервис устройств недоступен')).toBeVisible()
})
