import { expect, test, withSeededSession } from './fixtures'

// The payment history printed: only the statement of the current filters, with its totals, black
// on white in the dark theme too; no menu, no header, no bottom bar, no buttons.

test('prints the filtered history as a clean statement at 1280 and 375 px', async ({ page }) => {
  await withSeededSession(page)
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/wallet/history?status=success')
    await expect(page.getByRole('list', { name: 'Операции' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Распечатать' })).toBeEnabled()

    await page.emulateMedia({ media: 'print' })
    const statement = page.getByRole('region', { name: 'Выписка по операциям' })
    await expect(statement).toBeVisible()
    await expect(statement).toContainText('«Период: За всё время», «Статус: Выполнен»')
    await expect(statement.getByRole('heading', { name: 'Итого за период' })).toBeVisible()
    await expect(statement.getByText('Зачислено').first()).toBeVisible()
    await expect(statement.getByText('Не выполнен')).toHaveCount(0)
    // Nothing else is laid out: no menu, header, bottom bar, filters, list or button.
    for (const role of ['navigation', 'button', 'combobox', 'banner'] as const) {
      await expect(page.getByRole(role).filter({ visible: true })).toHaveCount(0)
    }
    await expect(page.getByRole('list', { name: 'Операции' })).toBeHidden()
    const colours = await statement.evaluate((element) => [
      getComputedStyle(element).color,
      getComputedStyle(document.body).backgroundColor,
    ])
    expect(colours).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)'])

    await page.emulateMedia({ media: 'screen' })
    await expect(statement).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Операции' })).toBeVisible()
  }
})

test('a PDF of the page is the statement (the browser renders it for printing)', async ({ page }) => {
  await withSeededSession(page)
  await page.goto('/wallet/history')
  await expect(page.getByRole('list', { name: 'Операции' })).toBeVisible()
  await page.evaluate(() => {
    addEventListener('beforeprint', () => {
      queueMicrotask(() => {
        document.body.dataset.printed = String(document.querySelector('[data-statement]') !== null)
      })
    })
  })
  const pdf = await page.pdf({ format: 'A4' })
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'true')
})
