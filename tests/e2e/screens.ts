import type { Page } from '@playwright/test'
import { appRunning, expect, withSeededSession } from './fixtures'

/** Every route of the portal (and the sign-in card's second tab), as the accessibility sweeps open them. */
export type Screen = { name: string; path: string; signedIn: boolean; open?: (page: Page) => Promise<void> }

export const SCREENS: Screen[] = [
  { name: 'sign-in tab', path: '/auth', signedIn: false },
  {
    name: 'registration tab',
    path: '/auth',
    signedIn: false,
    open: async (page) => {
      await page.getByRole('tab', { name: 'Регистрация' }).click()
      await expect(page.getByRole('tab', { name: 'Регистрация' })).toHaveAttribute('aria-selected', 'true')
      // The form's code may still be on its way (it is fetched while the browser is idle): the sweep
      // checks the form, not what stands in for it meanwhile.
      await expect(page.getByLabel('Email')).toBeVisible()
    },
  },
  { name: 'password reset', path: '/reset-password', signedIn: false },
  { name: '404', path: '/no-such-page', signedIn: false },
  { name: 'home', path: '/', signedIn: true },
  { name: 'profile', path: '/profile', signedIn: true },
  { name: 'devices', path: '/profile/devices', signedIn: true },
  { name: 'payment history', path: '/wallet/history', signedIn: true },
]

/** Opens the screen with its data shown (signed in as the demo user where it needs that). */
export async function openScreen(page: Page, screen: Screen) {
  if (screen.signedIn) await withSeededSession(page)
  await page.goto(screen.path)
  await appRunning(page)
  await expect(page.locator('h1').first()).toBeVisible()
  if (screen.signedIn) await expect(page).toHaveURL((url) => url.pathname === screen.path)
  await expect(page.locator('[data-skeleton]')).toHaveCount(0)
  await screen.open?.(page)
}
