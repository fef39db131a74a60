import type { Page } from '@playwright/test'

/** "Сообщить о проблеме" from the desktop menu: the customer's words, then "Скачать отчёт"; the file's path. */
export async function downloadReport(page: Page, words: string) {
  await page
    .getByRole('navigation', { name: 'Основное меню' })
    .getByRole('button', { name: 'Сообщить о проблеме' })
    .click()
  const dialog = page.getByRole('dialog', { name: 'Сообщить о проблеме' })
  await dialog.getByLabel(/Что случилось\?/).fill(words)
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Скачать отчёт' }).click(),
  ])
  return (await download.path()) ?? ''
}
