import type { Page } from '@playwright/test'
import { expect, openSignedIn, signIn, test } from './fixtures'

// A phone losing its signal, as Playwright's context.setOffline emulates it (online/offline events
// and failing fetches). The app itself must send nothing while offline, mock worker or not.

// Offline, the browser's own fetches of images and the favicon fail and say so in the console.
const OFFLINE_RESOURCE_ERRORS = /Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/
test.use({ allowConsoleErrors: [[OFFLINE_RESOURCE_ERRORS], { scope: 'test' }] })

const NETWORK_MESSAGE = 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте снова'
const banner = (page: Page) => page.getByRole('status').filter({ hasText: 'Нет подключения к интернету' })

/**
 * The other screens' code arrives while the browser is idle after the first screen, and with it the
 * code they load on demand (the history's reader, the long lists' virtualizer). Once each chunk was
 * requested, importing the same URL in the page settles when it and all it imports ran.
 */
async function screensCodeLoaded(page: Page) {
  const chunk = /\/assets\/(profile|devices|history-off-thread|windowed-rows|history)-[^/]+\.js$/
  const screenChunks = () =>
    page.evaluate((source) => {
      const pattern = new RegExp(source)
      return performance.getEntriesByType('resource').flatMap((entry) => (pattern.test(entry.name) ? [entry.name] : []))
    }, chunk.source)
  // Each name once: three screens and two on-demand parts (a name can recur on a chunk a screen imports).
  const names = async () => new Set((await screenChunks()).map((url) => url.match(chunk)?.[1])).size
  await expect.poll(names).toBe(5)
  await page.evaluate((urls) => Promise.all(urls.map((url) => import(url))), await screenChunks())
}

/** Every call the page makes to the payment service (the mock worker answers it, so Playwright sees it). */
function countPaymentCalls(page: Page) {
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/Payment/')) calls.push(request.url())
  })
  return calls
}

test('a top-up submitted offline fails at once and is never sent later by itself', async ({ page, context }) => {
  await openSignedIn(page)
  const calls = countPaymentCalls(page)
  await page.getByRole('button', { name: 'Пополнить баланс' }).click()
  const dialog = page.getByRole('dialog', { name: 'Пополнение баланса' })
  await dialog.getByRole('button', { name: /^1\s500/ }).click()
  await dialog.getByRole('radio', { name: /Банковская карта/ }).check()

  await context.setOffline(true)
  await expect(banner(page)).toBeVisible()
  await dialog.getByRole('button', { name: 'Перейти к оплате' }).click()
  await expect(page.getByText(NETWORK_MESSAGE)).toBeVisible()
  // The form stays as it was, ready for a new click.
  await expect(dialog.getByLabel('Сумма пополнения')).toHaveValue('1500')
  await expect(dialog.getByRole('radio', { name: /Банковская карта/ })).toBeChecked()
  await expect(dialog.getByRole('button', { name: 'Перейти к оплате' })).toBeEnabled()

  await context.setOffline(false)
  // The banner leaves on the same online event that used to resume the paused payment.
  await expect(banner(page)).toHaveCount(0)
  expect(calls).toEqual([])
  // Only a new click pays, and exactly once: a resumed request would make it two or leave earlier.
  await dialog.getByRole('button', { name: 'Перейти к оплате' }).click()
  await page.waitForURL((url) => url.pathname.startsWith('/mock/provider/'))
  expect(calls).toHaveLength(1)
})

test('every screen opens offline after the first load, and a read resumes by itself', async ({ page, context }) => {
  await openSignedIn(page)
  await screensCodeLoaded(page)
  await context.setOffline(true)

  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Личные данные' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Личные данные' })).toBeVisible()
  // The session count could not be read: said in place, with a retry.
  const devicesSummary = page.getByRole('region', { name: 'Мои устройства' })
  await expect(devicesSummary.getByRole('alert')).toContainText(NETWORK_MESSAGE)
  await expect(devicesSummary.getByRole('button', { name: 'Повторить' })).toBeVisible()

  await devicesSummary.getByRole('link', { name: 'Все устройства' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Привязанные устройства' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText(NETWORK_MESSAGE)

  await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Главная' }).click()
  await page.getByRole('button', { name: 'Что такое кэшбэк' }).click()
  await page.getByRole('link', { name: 'история начислений и списаний' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'История начислений и списаний' })).toBeVisible()
  await expect(page.getByRole('alert')).toContainText(NETWORK_MESSAGE)

  // Back online, the failed read refreshes by itself.
  await context.setOffline(false)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Операции' })).toBeVisible()
})

test.describe('a screen whose code never arrived', () => {
  // The error screen logs the failed import it shows.
  test.use({
    allowConsoleErrors: [[OFFLINE_RESOURCE_ERRORS, /Failed to fetch dynamically imported module/], { scope: 'test' }],
  })

  test('a screen whose code cannot load offline shows an error in the app, and opens by itself when the signal is back', async ({
    page,
    context,
  }) => {
    // The idle fetch of the profile screen's code never got through (the signal was already weak),
    // and this document never gets it, as a browser that keeps a failed import would have it.
    const keptFailed = failForThisDocument(page, /\/assets\/profile-[^/]+\.js$/)
    await keptFailed.route()
    await signIn(page)
    keptFailed.signedIn()
    // The first screen is shown with its data before the signal goes (its reads would fail otherwise).
    await expect(page.getByRole('heading', { level: 1, name: /^Здравствуйте/ })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Мои услуги' }).getByRole('listitem').first()).toBeVisible()
    await context.setOffline(true)
    await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Личные данные' }).click()
    await expect(page.getByRole('alert')).toHaveText(NETWORK_MESSAGE)
    await expect(page).toHaveURL(/\/profile$/)
    // Still the portal, not the browser's offline page: the menu is there.
    await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeVisible()

    await context.setOffline(false)
    await expect(page.getByRole('heading', { level: 1, name: 'Личные данные' })).toBeVisible()
  })
})

/**
 * Requests of `chunk` fail until the page loads a document after `signedIn()` (the context's routes
 * also see the mock service worker's requests): what a browser that keeps a failed import for the
 * document's lifetime does (Debian's chromium 150). A document loaded later gets the chunk.
 */
function failForThisDocument(page: Page, chunk: RegExp) {
  let nextDocument = false
  return {
    route: () =>
      page.context().route(chunk, (route) => (nextDocument ? route.fallback() : route.abort('internetdisconnected'))),
    signedIn: () => page.once('domcontentloaded', () => (nextDocument = true)),
  }
}
