import type { Page } from '@playwright/test'

/** Through the support panel: every devices call answers 500 with `message`; the panel closes again. */
export async function failDevices(page: Page, message: string) {
  await page.getByRole('button', { name: /^Мок:/ }).click()
  const panel = page.getByRole('region', { name: 'Мок-бэкенд' })
  await panel.getByRole('navigation', { name: 'Разделы панели' }).getByRole('button', { name: 'Правила' }).click()
  const form = panel.getByRole('form', { name: 'Новое правило' })
  const callSelect = form.getByLabel('Вызов', { exact: true })
  const option = callSelect.getByRole('option', { name: /^Список устройств/ })
  await callSelect.selectOption({ label: (await option.textContent()) ?? '' })
  await form.getByLabel('Текст message').fill(message)
  await form.getByRole('button', { name: 'Добавить правило' }).click()
  await page.getByRole('button', { name: /^Мок:/ }).click()
}
