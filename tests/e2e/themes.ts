import type { Locator, Page } from '@playwright/test'
import type { Theme } from '../../src/features/theme/theme-store'
import { THEME_NAME } from '../../src/features/theme/theme-name'
import { scopedKey } from '../../src/lib/scoped-key'
import { expect, expectNoAxeViolations } from './fixtures'

// The key the app stores the theme under; the suite's build is served at the root.
const THEME_KEY = scopedKey(THEME_NAME, '/')
const THEMES: readonly Theme[] = ['dark', 'light']

const otherTabs = new WeakMap<Page, Page>()

/**
 * Stores the theme before any page script runs (call before `page.goto`). Only when nothing is
 * stored yet, so a theme switched inside the test survives reloads.
 */
export async function useTheme(page: Page, theme: Theme) {
  await page.addInitScript(
    ({ key, value }) => {
      try {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, value)
      } catch {
        // about:blank has no storage; the real pages get it.
      }
    },
    { key: THEME_KEY, value: theme },
  )
}

/**
 * Switches the theme as the customer's other tab of the portal does: that tab stores the choice, and
 * `page` follows the stored theme (its `storage` event) on whatever it shows, an open dialog included.
 * The other tab opens once per page, on the smallest document of the origin.
 */
export async function switchThemeInAnotherTab(page: Page, theme: Theme) {
  let other = otherTabs.get(page)
  if (!other) {
    other = await page.context().newPage()
    await other.goto(new URL('/favicon.svg', page.url()).href)
    otherTabs.set(page, other)
    // The customer is back on the first tab: a tab in the background draws no frames, so its
    // transitions would not end.
    await page.bringToFront()
  }
  await other.evaluate(({ key, value }) => localStorage.setItem(key, value), { key: THEME_KEY, value: theme })
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
}

/** The theme `page` shows now. */
const shownTheme = async (page: Page): Promise<Theme> =>
  (await page.locator('html').getAttribute('data-theme')) === 'light' ? 'light' : 'dark'

/**
 * Runs `check` on the screen as it is, in the theme it shows and then in the other one, and leaves it
 * in the theme it had: a screen's state is checked in both themes without being reached twice.
 */
export async function inEachTheme(page: Page, check: (theme: Theme) => Promise<void>) {
  const first = await shownTheme(page)
  for (const theme of [first, ...THEMES.filter((other) => other !== first)]) {
    if (theme !== first) await switchThemeInAnotherTab(page, theme)
    await check(theme)
  }
  await switchThemeInAnotherTab(page, first)
}

/** axe on the screen as it is (or on `within`), in both themes (inEachTheme). */
export async function expectAxeCleanInEachTheme(page: Page, label: string, within?: Locator) {
  await inEachTheme(page, (theme) => expectNoAxeViolations(page, `${label}, ${theme}`, within))
}
