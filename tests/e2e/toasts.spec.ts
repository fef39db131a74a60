import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'

// SPEC §2: toasts auto-close after 3000 ms; §4: the second-factor notice is shown 6 s. The page's
// clock is paused before the action and run forward by hand, so the test measures the page's own
// time in fake milliseconds and never waits them out.

const STEP_MS = 10

/**
 * Runs the paused clock in small steps until `locator` shows: it then appeared within the last step.
 * Each check runs the clock once, so the checks follow one another without a real pause between them:
 * with expect.poll's own growing pauses, a busy machine's few checks in its timeout ran the page's
 * clock only some tens of milliseconds, short of what signing in takes on it.
 */
async function runUntilShown(page: Page, locator: Locator) {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(STEP_MS)
        return locator.isVisible()
      },
      { intervals: [0] },
    )
    .toBe(true)
}

/**
 * The toast is still up 50 ms before `lifetimeMs` since it appeared, and on its way out (sonner marks
 * it removed, then fades it) 50 ms after; then it is gone.
 */
async function expectLifetime(page: Page, toast: Locator, lifetimeMs: number) {
  const up = toast.and(page.locator('[data-removed="false"]'))
  await page.clock.runFor(lifetimeMs - 50)
  await expect(up).toBeVisible()
  await page.clock.runFor(50 + STEP_MS)
  await expect(up).toHaveCount(0)
  await page.clock.runFor(1000)
  await expect(toast).toHaveCount(0)
}

async function submitSignIn(page: Page) {
  await page.getByLabel('Логин или email').fill('demo')
  await page.getByLabel('Пароль', { exact: true }).fill('Demo1234')
  // Paused just before the click: from here on the page's time moves only when the test runs it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
}

test.beforeEach(async ({ page }) => {
  await page.clock.install()
})

for (const { title, path, text, lifetime } of [
  { title: '"Успешный вход" closes by itself after 3000 ms', path: '/auth', text: 'Успешный вход', lifetime: 3000 },
  {
    title: 'the second-factor notice stays 6000 ms',
    path: '/auth?scenario=2fa',
    text: 'Введите код из приложения-аутентификатора',
    lifetime: 6000,
  },
]) {
  test(title, async ({ page }) => {
    await page.goto(path)
    await submitSignIn(page)
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: text })
    await runUntilShown(page, toast)
    await expectLifetime(page, toast, lifetime)
  })
}
