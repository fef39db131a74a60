import { readFileSync } from 'node:fs'
import { expect, test, withSeededSession } from './fixtures'
import { onHomeAtEachWidth, openSection, panel } from './studio-panel'
import { expectAxeCleanInEachTheme } from './themes'

// A customer's report can hold texts of any length (a crafted route, a long error): "Журнал" shows
// each cut, with its length, and whole on "Показать целиком". Opened whole, on a phone and a
// desktop, in both themes, the journal stays readable and axe-clean, and the keyboard stays on the
// button, which folds the text again.

const LONG_ROUTE = `/wallet/history?from=${'2026-11-20,'.repeat(120)}`
const LONG_ERROR = `TypeError: ${'Не удалось прочитать ответ сервиса платежей. '.repeat(12)}`

function reportWithLongTexts() {
  const { log } = JSON.parse(readFileSync('tests/fixtures/customer.har', 'utf8'))
  const time = '2026-11-20T09:16:00.000Z'
  const _events = [
    { type: 'route', time, path: LONG_ROUTE },
    { type: 'error', time, message: LONG_ERROR },
  ]
  return {
    name: 'lk-report.har',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify({ log: { ...log, _description: 'Длинный адрес', _events } })),
  }
}

test("a long text of the customer's report opened whole is axe-clean at 375 and 1280 px in both themes", async ({
  page,
}) => {
  // A report imported and axe-checked in both themes at two widths.
  test.slow()
  await withSeededSession(page)
  // The report imported at each width, as support at that width would.
  await onHomeAtEachWidth(page, async (width) => {
    await openSection(page, 'Импорт HAR')
    await panel(page).getByLabel('Выбрать HAR-файл').setInputFiles(reportWithLongTexts())
    await panel(page).getByRole('button', { name: 'Применить' }).click()
    await openSection(page, 'Журнал')

    const story = panel(page).getByRole('table', { name: 'Что происходило у клиента, по порядку' })
    const route = story.getByRole('row').filter({ hasText: 'Открыл страницу' })
    await expect(route).toContainText(`(всего ${LONG_ROUTE.length.toLocaleString('ru-RU')} символов)`)
    await route.getByRole('button', { name: 'Показать целиком' }).press('Enter')
    await expect(route).toContainText(LONG_ROUTE)
    const fold = route.getByRole('button', { name: 'Свернуть' })
    await expect(fold).toBeFocused()
    await expectAxeCleanInEachTheme(page, `a long text shown whole, ${width}px`)

    await fold.press('Enter')
    await expect(route).not.toContainText(LONG_ROUTE)
    await expect(route.getByRole('button', { name: 'Показать целиком' })).toBeFocused()
  })
})
