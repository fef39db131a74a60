import type { Page } from '@playwright/test'
import type { CallId } from '../../src/api/catalogue'
import { LATENCY_MAX_MS, type RuleSpec } from '../../mocks/studio/rules/rule-schema'
import { reproLink } from '../studio-link'
import { expect, test } from './fixtures'

// A phone opens its home screen and loses the signal while the first answers are still on their way
// (Playwright's context.setOffline: online/offline events and failing requests). The mock holds those
// answers back with a latency rule and, like a network, fails them when the page goes offline.

const NETWORK_MESSAGE = 'Нет связи с сервером. Проверьте подключение к интернету и попробуйте снова'
// Offline, the browser's own fetches of images and the favicon fail and say so in the console; React
// logs the failed read its error boundary caught.
test.use({
  allowConsoleErrors: [
    [
      /Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/,
      /NetworkError: Request failed due to a network error/,
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
