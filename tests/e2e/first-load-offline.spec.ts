import type { BrowserContext, Page } from '@playwright/test'
import type { CallId } from '../../src/api/catalogue'
import { LATENCY_MAX_MS, type RuleSpec } from '../../mocks/studio/rules/rule-schema'
import { reproLink } from '../studio-link'
import { expect, homeShown, test } from './fixtures'

// A phone opens its home screen and loses the signal while the first answers are still on their way
// (Playwright's context.setOffline: online/offline events and failing requests). The mock holds those
// answers back with a latency rule and, like a network, fails them when the page goes offline.

const NETWORK_MESSAGE = 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте снова'
// Offline, the browser's own fetches of images, the favicon and a service worker's script fail and
// say so in the console; React logs the failed read its error boundary caught.
test.use({
  allowConsoleErrors: [
    [
      /Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/,
      /NetworkError: Request failed due to a network error/,
      /^console\.error: An unknown error occurred when fetching the script\.$/,
    ],
    { scope: 'test' },
  ],
})

/** The first answer of `call` after the page loads comes only after the longest latency a rule allows. */
const heldBack = (call: CallId): RuleSpec => ({
  call,
  outcome: { kind: 'latency', ms: LATENCY_MAX_MS },
  scope: { kind: 'first', n: 1 },
  origin: 'manual',
})

/** Opens home signed in as the demo user, and returns once both its first reads are on their way. */
async function openHomeWithReadsPending(page: Page) {
  const link = await reproLink({ page: '/', rules: [heldBack('user'), heldBack('services')] })
  await page.goto('about:blank')
  // Both held: a read that started only after the signal went would fail before the mock saw it,
  // and the rule would hold its next try instead.
  const reads = ['/authms/api/Auth/user', '/serversms/'].map((path) =>
    page.waitForRequest((request) => request.url().includes(path)),
  )
  await page.goto(link)
  await Promise.all(reads)
}

test('a first load cut off by a lost signal keeps the portal and finishes by itself', async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await openHomeWithReadsPending(page)
  await context.setOffline(true)

  // The portal's shell, with the reason and a retry in its content area.
  await expect(page.getByRole('navigation', { name: 'Нижнее меню' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Открыть меню' })).toBeVisible()
  const content = page.getByRole('main')
  await expect(content.getByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeVisible()
  await expect(content.getByRole('alert')).toHaveText(NETWORK_MESSAGE)
  await expect(content.getByRole('button', { name: 'Повторить' })).toBeVisible()

  // The signal comes back; nobody touches the page.
  await context.setOffline(false)
  await expect(page.getByRole('heading', { level: 1, name: /^Здравствуйте, .+!$/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Мои услуги' }).getByRole('listitem').first()).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)
})

/**
 * The signal goes as the first load asks for the file at `pattern`: before its answer (it does not
 * come), or just after (what the page asks for next does not).
 */
async function signalLostAt(context: BrowserContext, pattern: RegExp, when: 'before' | 'after') {
  await context.route(
    pattern,
    async (route) => {
      if (when === 'before') {
        await context.setOffline(true)
        return route.abort('internetdisconnected')
      }
      const response = await route.fetch()
      await context.setOffline(true)
      await route.fulfill({ response })
    },
    { times: 1 },
  )
}

const APP_CODE = /\/assets\/index-[\w-]+\.js$/
const MOCK_CODE = /\/assets\/mock-[\w-]+\.js$/

for (const [what, pattern, when] of [
  ['the app’s code', APP_CODE, 'before'],
  ['the mock’s code', MOCK_CODE, 'before'],
  ['the mock’s worker', MOCK_CODE, 'after'],
] as const) {
  test(`a first load cut off by a lost signal at ${what} opens by itself when the signal is back`, async ({
    page,
    context,
  }) => {
    await signalLostAt(context, pattern, when)
    await page.goto('/auth')
    await expect(page.getByText('Нет связи с сервером')).toBeVisible()

    // The signal comes back; nobody touches the page. The portal opens, and its mock answers.
    await context.setOffline(false)
    await page.getByLabel('Логин или email').fill('demo')
    await page.getByLabel('Пароль', { exact: true }).fill('Demo1234')
    await page.getByRole('button', { name: 'Войти', exact: true }).click()
    await homeShown(page)
  })
}
