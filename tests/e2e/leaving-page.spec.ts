import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, signIn, test } from './fixtures'
import { downloadReport } from './report-download'

// On beforeunload msw tells its worker the tab is gone, and the worker passes every later call of the
// leaving page to the static server (404). Such a call must not reach the report as the customer's.

/**
 * A page elsewhere that answers only once `released`, then sends the browser on to `target`: the
 * leaving page stays in the tab, running, until then.
 */
async function slowWayTo(target: string, released: Promise<void>) {
  const server = createServer((_request, response) => {
    void released.then(() => response.writeHead(302, { Location: target }).end())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() }
}

test('a call the page makes while it leaves stays out of the report on the next page', async ({ page, baseURL }) => {
  await signIn(page)
  await page.goto('/profile/devices')
  const other = page
    .getByRole('list', { name: 'Устройства' })
    .getByRole('listitem')
    .filter({ hasNotText: 'Это устройство' })
    .first()
  await other.getByRole('button', { name: 'Выйти' }).click()
  await expect(page.getByRole('dialog', { name: 'Точно выйти?' })).toBeVisible()
  // The customer confirms while the browser is already loading the next page, once the worker has
  // dropped the tab (the mock's health question is no longer answered by the mock).
  await page.evaluate(() => {
    const mockAnswers = () =>
      fetch('/mock/api/__mock-health', { cache: 'no-store' })
        .then((response) => response.json())
        .then((body: { mock?: unknown }) => body.mock === true)
        .catch(() => false)
    const confirmOnceDropped = async () => {
      while (await mockAnswers());
      const buttons = [...document.querySelectorAll('dialog[open] button')]
      buttons
        .find((button) => button.textContent === 'Выйти')
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    }
    window.addEventListener('beforeunload', () => void confirmOnceDropped())
  })
  const passedBy = page.waitForResponse((response) => response.url().includes('/mock/') && response.status() === 404)
  let release = () => {}
  const way = await slowWayTo(`${baseURL}/wallet/history`, new Promise((resolve) => (release = resolve)))
  const going = page.goto(way.url)
  const leaked = await passedBy
  release()
  await going
  way.close()
  const { log } = JSON.parse(await readFile(await downloadReport(page, 'Проверка'), 'utf8')) as {
    log: { entries: { request: { url: string }; response: { status: number } }[] }
  }
  const urls = log.entries.map((entry) => entry.request.url)
  expect(urls).toContainEqual(expect.stringContaining('/Auth/user'))
  expect(urls).not.toContain(leaked.url())
  expect(log.entries.map((entry) => entry.response.status)).not.toContain(404)
})
