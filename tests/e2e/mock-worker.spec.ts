import type { Page, Response } from '@playwright/test'
import { expect, homeShown, openSignedIn, test } from './fixtures'

// The preview's mock lives in a service worker. A hard reload (Shift+F5, or Chrome's "Empty cache
// and hard reload") starts the page without it; msw then reloads the page and lets the first one
// run on. The app must not render, and so must not call the backend, until the worker serves it:
// its first calls would otherwise reach the static server and answer 404.

/** The portal's calls to either mock backend that the service worker did not answer. */
function callsPastTheWorker(page: Page) {
  const missed: string[] = []
  page.on('response', (response: Response) => {
    const path = new URL(response.url()).pathname
    if (path.startsWith('/mock/') && !response.fromServiceWorker()) {
      missed.push(`${response.request().method()} ${path} → ${response.status()}`)
    }
  })
  return missed
}

/** Chrome's hard reload: the document is fetched past the cache and the service worker. */
async function hardReload(page: Page) {
  const session = await page.context().newCDPSession(page)
  const loaded = page.waitForEvent('load')
  await session.send('Page.reload', { ignoreCache: true })
  await loaded
}

test('after a hard reload every call is still answered by the mock, and the home screen shows', async ({ page }) => {
  await openSignedIn(page)
  await expect(page.getByRole('heading', { level: 1, name: /^Здравствуйте/ })).toBeVisible()
  const missed = callsPastTheWorker(page)
  await hardReload(page)
  await expect(page.getByRole('heading', { level: 1, name: /^Здравствуйте/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Мои услуги' })).toBeVisible()
  expect(missed).toEqual([])
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
})

test('addresses changed and reloads made right after signing in are all answered by the mock', async ({ page }) => {
  const missed = callsPastTheWorker(page)
  await page.goto('/auth')
  await page.getByLabel('Логин или email').fill('demo')
  await page.getByLabel('Пароль', { exact: true }).fill('Demo1234')
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/')
  // Each address is left as soon as it is committed, while its first calls are on their way.
  for (const path of ['/profile', '/profile/devices', '/wallet/history']) {
    await page.goto(path, { waitUntil: 'commit' })
  }
  // A reload is sent once the document is parsed, while the app still waits for its mock. Chromium
  // refuses a reload sent at the commit itself ("Not attached to an active page"): its DevTools
  // handler still points at the document being replaced.
  await page.goto('/', { waitUntil: 'domcontentloaded' })
  await page.reload({ waitUntil: 'domcontentloaded' })
  await page.reload()
  await homeShown(page)
  expect(missed).toEqual([])
})
