import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, signIn, test } from './fixtures'
import { downloadReport } from './report-download'

// On beforeunload msw tells its worker the tab is gone, and msw's worker would pass every later call
// of the leaving page to the static server (404). Ours keeps that message from it
// (public/mock-worker.js): the page is the mock's until the next one replaces it.

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

test('a call the page makes while it leaves is answered by the mock, and the report holds no 404', async ({
  page,
  baseURL,
}) => {
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
  // read msw's CLIENT_CLOSED (posted from msw's own beforeunload listener, before this one): the
  // worker reads a page's messages in order, so once it has answered a later one.
  await page.evaluate(() =>
    window.addEventListener('beforeunload', () => {
      const confirm = (event: MessageEvent<{ type?: string } | null>) => {
        if (event.data?.type !== 'KEEPALIVE_RESPONSE') return
        navigator.serviceWorker.removeEventListener('message', confirm)
        ;[...document.querySelectorAll('dialog[open] button')]
          .find((button) => button.textContent === 'Выйти')
          ?.dispatchEvent(new MouseEvent('click', { bubbles: true }))
      }
      navigator.serviceWorker.addEventListener('message', confirm)
      navigator.serviceWorker.controller?.postMessage('KEEPALIVE_REQUEST')
    }),
  )
  const passedBy: string[] = []
  page.on('response', (response) => {
    if (response.url().includes('/mock/') && response.status() === 404) passedBy.push(response.url())
  })
  const ended = page.waitForResponse(
    (response) => response.request().method() === 'DELETE' && /\/Auth\/devices\/[^/]+$/.test(response.url()),
  )
  let release = () => {}
  const way = await slowWayTo(`${baseURL}/wallet/history`, new Promise((resolve) => (release = resolve)))
  const going = page.goto(way.url)
  expect((await ended).status()).toBe(200)
  release()
  await going
  way.close()
  await expect(page.getByRole('list', { name: 'Операции' })).toBeVisible()
  expect(passedBy).toEqual([])
  const { log } = JSON.parse(await readFile(await downloadReport(page, 'Проверка'), 'utf8')) as {
    log: { entries: { request: { url: string }; response: { status: number } }[] }
  }
  expect(log.entries.map((entry) => entry.request.url)).toContainEqual(expect.stringContaining('/Auth/user'))
  expect(log.entries.map((entry) => entry.response.status)).not.toContain(404)
})
