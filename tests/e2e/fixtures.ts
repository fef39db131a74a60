import { createRequire } from 'node:module'
import { test as base, expect, type Locator, type Page } from '@playwright/test'
import { reproLink, type Reproduction } from '../studio-link'

export { expect }

type Fixtures = {
  /** Console errors / page errors matching one of these do not fail the test. */
  allowConsoleErrors: (RegExp | string)[]
}

const matches = (text: string, patterns: (RegExp | string)[]) =>
  patterns.some((pattern) => (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text)))

/**
 * Every test fails on an uncaught page error or a console error, unless allowed explicitly:
 * `test.use({ allowConsoleErrors: [/500/] })` or `test('…', …)` after setting it per describe.
 */
export const test = base.extend<Fixtures>({
  allowConsoleErrors: [[], { option: true }],
  page: async ({ page, allowConsoleErrors }, provide) => {
    const problems: string[] = []
    page.on('pageerror', (error) => {
      const text = `pageerror: ${error.message}`
      if (!matches(text, allowConsoleErrors)) problems.push(text)
    })
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      const location = message.location().url
      // Chromium logs every 4xx/5xx/failed fetch; the mock backend answers those on purpose
      // (wrong password, server-errors, offline), and the app's reaction is what tests assert.
      if (message.text().startsWith('Failed to load resource') && location.includes('/mock/')) return
      const text = `console.error: ${message.text()}${location ? ` (${location})` : ''}`
      if (!matches(text, allowConsoleErrors)) problems.push(text)
    })
    await provide(page)
    expect(problems, 'The page reported errors').toEqual([])
  },
})

/** Signs in through the real form; `scenario` selects the mock scenario for the tab; see homeShown. */
export async function signIn(
  page: Page,
  { login = 'demo', password = 'Demo1234', scenario }: { login?: string; password?: string; scenario?: string } = {},
) {
  await page.goto(scenario ? `/auth?scenario=${encodeURIComponent(scenario)}` : '/auth')
  await page.getByLabel('Логин или email').fill(login)
  await page.getByLabel('Пароль', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  // The customer is told, by a toast that can come a moment after home: sonner loads once the first
  // screen is shown, and the toast waits for it. A check of what is on screen (axe's colours) must not
  // start before it, or the toast fades in under it.
  await expect(page.getByText('Успешный вход')).toBeVisible()
  await homeShown(page)
}

/**
 * Holds every script the page asks for, as a slow line does, until the returned function lets them
 * through: what a page shows before its code has come.
 */
export async function holdScripts(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.js(\?.*)?$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/**
 * Returns once the app's code runs the page: its notifications' live region mounts after the first
 * screen is shown. Before that, /auth and /reset-password show the screen painted from the HTML
 * (src/prerender/stand-in.ts), which a check of the app's own behaviour (axe, the keyboard's stops)
 * must not straddle.
 */
export async function appRunning(page: Page) {
  await expect(page.getByRole('region', { name: /^Уведомления/ })).toBeAttached()
}

/** The text as the portal prints money and counts: thin groups joined by no-break spaces. */
export const nb = (text: string) => text.replace(/ /g, '\u00a0')

/** Home's balance card. */
export const balanceCard = (page: Page) => page.getByRole('article', { name: 'Баланс' })

/**
 * Returns once home shows with its data after a sign-in, as a customer would see it before going on.
 * `base`: the build's base path (tests/e2e/previews.ts).
 */
export async function homeShown(page: Page, base = '/') {
  await page.waitForURL((url) => url.pathname === base)
  // The 'slow' scenario answers each call in about 2 s: the user, then the services.
  const loaded = { timeout: 10_000 }
  await expect(page.getByRole('heading', { level: 1, name: /^Здравствуйте, .+!$/ })).toBeVisible(loaded)
  await expect(page.getByText('Загрузка услуг')).toHaveCount(0, loaded)
}

/**
 * Opens a reproduction link (tests/studio-link.ts) as a new page load: the mock takes its data and
 * rules before the app starts, signed in as the demo user. From a blank page, so a link to the
 * address already open is not a mere change of its fragment.
 */
export async function openReproduction(page: Page, reproduction: Reproduction) {
  const link = await reproLink(reproduction)
  await page.goto('about:blank')
  await page.goto(link)
  // The mock stores the link's data before the app starts: once the app shows its page, the test may
  // load another one.
  await expect(page.getByRole('main')).toBeVisible()
}

/** The demo user's seeded session (mocks/seed.ts): signed-in screens open directly. */
export async function withSeededSession(page: Page) {
  await page.addInitScript(() => {
    try {
      if (localStorage.getItem('access_token') === null) localStorage.setItem('access_token', 'seed-win')
    } catch {
      // about:blank and error pages have no storage; the app's pages do.
    }
  })
}

/**
 * Opens home signed in as the demo user by the seeded session, without the sign-in form: for every
 * test of what comes after signing in, which then waits for no page of /auth and no toast (a page
 * load fewer). `signIn` is for tests of the sign-in itself, and of this browser's own session.
 */
export async function openSignedIn(page: Page) {
  await withSeededSession(page)
  await page.goto('/')
  await homeShown(page)
}

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

type AxeViolation = {
  id: string
  impact: string | null
  help: string
  nodes: { target: unknown[]; failureSummary?: string }[]
}

/**
 * Runs axe-core (WCAG 2.0–2.2 A/AA) on the current page, or only on the element `within` finds (a
 * phone's studio sheet, which covers the page beneath it by design), and fails with a readable list.
 */
export async function expectNoAxeViolations(page: Page, label = page.url(), within?: Locator) {
  // A toast fading out (3 s, or 6 s for the second-factor notice) blends with the page beneath:
  // at opacity 0.8 a light toast measures 3.44:1. Colours are checked once no toast is on screen.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 })
  // Colours are checked as they settle: mid-way through a dialog's fade-in axe would measure the
  // blend of the page and the backdrop. Endless animations (spinners) are left running.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  // Once per document: a second run on the same page reuses it.
  if (await page.evaluate(() => !('axe' in window))) await page.addScriptTag({ path: axePath })
  // In the page at once: an element handle taken first could name an element re-rendered since.
  const run = async (element: Element | null) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: object, options: object) => Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    const result = await axe.run(element ?? document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    })
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }))
  }
  const violations = within ? await within.evaluate(run) : await page.evaluate(run, null)
  const report = violations.map(
    (violation) =>
      `[${violation.impact ?? 'n/a'}] ${violation.id}: ${violation.help}\n` +
      violation.nodes
        .map(
          (node) =>
            `    ${JSON.stringify(node.target)}\n      ${(node.failureSummary ?? '').replace(/\n/g, '\n      ')}`,
        )
        .join('\n'),
  )
  expect(violations.length, `axe violations on ${label}:\n${report.join('\n')}`).toBe(0)
}
