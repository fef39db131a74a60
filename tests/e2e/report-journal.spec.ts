import type { Browser, Page } from '@playwright/test'
import { failDevices } from './fail-devices'
import { expect, expectNoAxeViolations, openSignedIn, test } from './fixtures'
import { downloadReport } from './report-download'
import { closePanel, openSection, panel } from './studio-panel'

// Issue 18: support imports a customer's report and "Журнал" tells the customer's story: their
// words, their device, and their pages and calls in the order they happened.

const section = (page: Page, name: string) =>
  panel(page).getByRole('navigation', { name: 'Разделы панели' }).getByRole('button', { name })

async function customerReport(page: Page, before?: () => Promise<void>) {
  await openSignedIn(page)
  await before?.()
  await failDevices(page, 'Сервис устройств недоступен')
  await page.goto('/profile/devices')
  await expect(page.getByText('Не удалось загрузить устройства. Сервис устройств недоступен').first()).toBeVisible()
  return downloadReport(page, 'Не открываются устройства <b>срочно</b>')
}

/** Support opens the preview in a fresh browser and imports the report: the import signs them in as the customer. */
async function importAsSupport(browser: Browser, baseURL: string | undefined, file: string) {
  const fresh = await browser.newContext({ baseURL, locale: 'ru-RU' })
  const support = await fresh.newPage()
  await support.goto('/auth')
  await openSection(support, 'Импорт HAR')
  await panel(support).getByLabel('Выбрать HAR-файл').setInputFiles(file)
  await panel(support).getByRole('button', { name: 'Применить' }).click()
  return support
}

test("after a report's import, Журнал shows the customer's words, device and story in order", async ({
  page,
  browser,
  baseURL,
}) => {
  const file = await customerReport(page)
  const support = await importAsSupport(browser, baseURL, file)
  await expect(
    panel(support).getByText(
      'Что клиент написал и что происходило у него на экране — в разделе «Журнал»: там же любой момент можно открыть и пройти по шагам.',
    ),
  ).toBeVisible()
  await section(support, 'Журнал').click()

  const report = panel(support).getByRole('region', { name: 'Отчёт клиента' })
  await expect(report.getByText('Не открываются устройства <b>срочно</b>', { exact: true })).toBeVisible()
  await expect(report.getByRole('heading', { name: 'Устройство клиента' })).toBeVisible()
  const fact = (term: string) => report.getByRole('term').filter({ hasText: term }).locator('+ dd')
  await expect(fact('Часовой пояс')).toHaveText('Europe/Moscow')
  await expect(fact('Тема')).toHaveText('тёмная')
  const story = report.getByRole('table', { name: 'Что происходило у клиента, по порядку' }).getByRole('row')
  const texts = await story.allInnerTexts()
  const home = texts.findIndex((text) => /Открыл страницу\s+\/(\s|$)/.test(text))
  const failed = texts.findIndex((text) =>
    /Список устройств\s+POST \/authms\/api\/Auth\/devices — ответ 500/.test(text),
  )
  // The screen's call goes out before the router reports the page itself as opened.
  expect(texts.some((text) => /Открыл страницу\s+\/profile\/devices(\s|$)/.test(text))).toBe(true)
  expect(home).toBeGreaterThan(0)
  expect(failed).toBeGreaterThan(home)
  await expectNoAxeViolations(support, 'Журнал with a customer report')
  await support.context().close()
})

test("support opens the customer's report in a fresh browser: their last page with its error, and their balance", async ({
  page,
  browser,
  baseURL,
}) => {
  // The customer's balance differs from the demo account's (1 250,50 ₽), so the support side can only
  // show it from the file.
  const file = await customerReport(page, async () => {
    await openSection(page, 'Данные')
    await panel(page).getByText('Пользователь', { exact: true }).click()
    await panel(page).getByLabel('Баланс, ₽').fill('3 217,40')
    await panel(page).getByRole('button', { name: 'Применить' }).click()
    await expect(page.getByRole('article', { name: 'Баланс' })).toContainText('3\u00a0217,40\u00a0₽')
    await closePanel(page)
  })

  const support = await importAsSupport(browser, baseURL, file)
  await expect(support).toHaveURL((url) => url.pathname === '/profile/devices')
  await expect(support.getByText('Не удалось загрузить устройства. Сервис устройств недоступен').first()).toBeVisible()
  await support.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Главная' }).click()
  await expect(support.getByRole('article', { name: 'Баланс' })).toContainText('3\u00a0217,40\u00a0₽')
  await support.context().close()
})
