import { readFileSync } from 'node:fs'
import type { BrowserContext } from '@playwright/test'
import { HAR_ERRORS } from '../../mocks/studio/import/har-import-read'
import { balanceCard, expect, homeShown, nb, test, withSeededSession } from './fixtures'
import { openSection, panel } from './studio-panel'

// A customer's report of several megabytes is read and redacted away from the page: while it is,
// support goes on using the studio and the portal under it, and the summary comes when it is ready.
// The import's worker is held on its way (a slow line to the preview), so "while" is certain.

const WORKER = /\/assets\/har-import-worker-[\w-]+\.js$/

/** The customer fixture with years of payment history answers: about 3.5 MB. */
function largeReport() {
  const { log } = JSON.parse(readFileSync('tests/fixtures/customer.har', 'utf8'))
  const data = Array.from({ length: 1_200 }, (_, n) => ({
    id: `p-${n}`,
    createdAt: new Date(Date.UTC(2026, 10, 20) - n * 86_400_000).toISOString(),
    amount: 500 + n,
    type: 'topup',
    status: 'success',
    description: `Пополнение баланса № ${n}`,
    method: 'card',
  }))
  const text = JSON.stringify({ data })
  const history = Array.from({ length: 16 }, (_, n) => ({
    startedDateTime: new Date(Date.UTC(2026, 10, 20, 10, n)).toISOString(),
    request: {
      method: 'GET',
      url: 'https://api.gamehost.example/payments/payments/user',
      headers: [{ name: 'Authorization', value: `Bearer large-report-secret-${n}` }],
    },
    response: { status: 200, content: { mimeType: 'application/json', text } },
  }))
  const report = {
    log: { ...log, entries: [...log.entries, ...history], _description: 'История платежей не открывается' },
  }
  return { name: 'lk-report.har', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(report)) }
}

/** Holds the import's worker on its way until `release()`; `asked` settles once the page asked for it. */
async function holdWorker(context: BrowserContext) {
  let release = () => {}
  let wasAsked = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const asked = new Promise<void>((resolve) => (wasAsked = resolve))
  // The context's routes also see the mock service worker's requests (the page's do not).
  await context.route(WORKER, async (route) => {
    wasAsked()
    await released
    await route.continue()
  })
  return { asked, release }
}

test('a report of several megabytes is read while the studio and the portal keep answering', async ({
  page,
  context,
}) => {
  const worker = await holdWorker(context)
  const file = largeReport()
  expect(file.buffer.length).toBeGreaterThan(3_000_000)
  await withSeededSession(page)
  await page.goto('/')
  await homeShown(page)
  await openSection(page, 'Импорт HAR')
  await panel(page).getByLabel('Выбрать HAR-файл').setInputFiles(file)
  await worker.asked
  await expect(panel(page).getByRole('status')).toHaveText('Читаем и скрываем секреты…')

  await openSection(page, 'Данные')
  await panel(page).getByText('Пользователь', { exact: true }).click()
  await panel(page).getByLabel('Баланс, ₽').fill('777')
  await panel(page).getByRole('button', { name: 'Применить' }).click()
  await expect(balanceCard(page)).toContainText(nb('777,00 ₽'))

  await openSection(page, 'Импорт HAR')
  await expect(panel(page).getByRole('status')).toHaveText('Читаем и скрываем секреты…')
  worker.release()
  await expect(panel(page).getByRole('row', { name: 'Заголовок Authorization 23' })).toBeVisible()
  await expect(panel(page)).toContainText('Заменят текущие: пользователь и балансы, услуги')
  await panel(page).getByRole('button', { name: 'Применить' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Здравствуйте, Ольга!')
  await openSection(page, 'Журнал')
  await expect(panel(page).getByText('История платежей не открывается')).toBeVisible()
})

test('a reading support stops ends at once, with the file button focused for the next file', async ({
  page,
  context,
}) => {
  const worker = await holdWorker(context)
  await withSeededSession(page)
  await page.goto('/')
  await homeShown(page)
  await openSection(page, 'Импорт HAR')
  const input = panel(page).getByLabel('Выбрать HAR-файл')
  await input.setInputFiles(largeReport())
  await worker.asked
  await expect(panel(page).getByRole('status')).toHaveText('Читаем и скрываем секреты…')
  await panel(page).getByRole('button', { name: 'Остановить чтение' }).click()
  await expect(panel(page).getByRole('status')).toHaveText('')
  await expect(panel(page).getByRole('button', { name: 'Остановить чтение' })).toHaveCount(0)
  await expect(input).toBeFocused()

  worker.release()
  await input.setInputFiles('tests/fixtures/customer.har')
  await expect(panel(page).getByRole('heading', { name: 'Скрыто в браузере: 34' })).toBeVisible()
})

test.describe('an import whose worker cannot load', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource/] })

  test('says the reading stopped, and the next file reads once the worker loads', async ({ page, context }) => {
    await context.route(WORKER, (route) => route.abort('connectionreset'))
    await withSeededSession(page)
    await page.goto('/')
    await homeShown(page)
    await openSection(page, 'Импорт HAR')
    const input = panel(page).getByLabel('Выбрать HAR-файл')
    await input.setInputFiles('tests/fixtures/customer.har')
    await expect(panel(page).getByRole('status')).toHaveText(HAR_ERRORS.stopped)

    await context.unroute(WORKER)
    await input.setInputFiles('tests/fixtures/customer.har')
    await expect(panel(page).getByRole('heading', { name: 'Скрыто в браузере: 34' })).toBeVisible()
  })
})
