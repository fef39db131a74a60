import { readFile } from 'node:fs/promises'
import { failDevices } from './fail-devices'
import { expect, openSignedIn, test } from './fixtures'

// Issue 22: a large answer is redacted in the journal's worker, not on the page, and the report
// saved right after it still holds that call, redacted like any other.

test('a large answer goes through the redaction worker and reaches the report without a secret', async ({ page }) => {
  await openSignedIn(page)
  const message = `Сервис устройств недоступен ${'ж'.repeat(70 * 1024)}`
  await failDevices(page, message)
  const worker = page.waitForEvent('worker')
  await page.goto('/profile/devices')
  expect((await worker).url()).toMatch(/redact-worker/)
  await expect(page.getByText(/Не удалось загрузить устройства/).first()).toBeVisible()

  await page.getByRole('button', { name: 'Сообщить о проблеме' }).first().click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Скачать отчёт' }).click(),
  ])
  const text = await readFile((await download.path()) ?? '', 'utf8')
  const token = await page.evaluate(() => localStorage.getItem('access_token'))
  expect(token).toBeTruthy()
  expect(text).not.toContain(token)
  expect(text).not.toContain('Demo1234')
  const { log } = JSON.parse(text) as { log: { entries: { response: { content: { text?: string } } }[] } }
  expect(log.entries.map((entry) => entry.response.content.text ?? '').join()).toContain(message)
})
