import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, signIn, test, useTheme } from './fixtures'

/** The shell's screens (/auth, the 404 page, home, the burger menu) under axe in both themes and widths. */
const NOT_FOUND = 'Упс! Кажется, вы попали на несуществующую страницу'
const MOBILE = { width: 375, height: 740 }

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const colors of ['dark', 'light'] as const) {
    for (const viewport of [{ width: 1280, height: 800 }, MOBILE]) {
      test(`/auth, 404 and the shell at ${viewport.width} px in the ${colors} theme`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await useTheme(page, colors)
        await page.goto('/auth')
        await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible()
        expect(await theme(page)).toBe(colors)
        await expectNoAxeViolations(page, `/auth ${viewport.width}px ${colors}`)

        await page.goto('/missing-page')
        await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible()
        await expectNoAxeViolations(page, `404 ${viewport.width}px ${colors}`)

        await signIn(page)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectNoAxeViolations(page, `home ${viewport.width}px ${colors}`)
        if (viewport.width < 768) {
          await page.getByRole('button', { name: 'Открыть меню' }).click()
          await expectNoAxeViolations(page, `burger menu ${colors}`)
        }
      })
    }
  }
})
