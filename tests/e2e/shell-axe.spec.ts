import { appRunning, expect, homeShown, openSignedIn, test } from './fixtures'
import { expectAxeCleanInEachTheme } from './themes'

/** The shell's screens (/auth, the 404 page, home, the burger menu) under axe in both themes and widths. */
const NOT_FOUND = 'Упс! Кажется, вы попали на несуществующую страницу'
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]

// Signed out and signed in apart: each is a dozen axe runs, and together they outgrow one test's time.
test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  test('/auth and the 404 page at 1280 and 375 px in both themes', async ({ page }) => {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport)
      await page.goto('/auth')
      await appRunning(page)
      await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible()
      await expectAxeCleanInEachTheme(page, `/auth ${viewport.width}px`)

      await page.goto('/missing-page')
      await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible()
      await expectAxeCleanInEachTheme(page, `404 ${viewport.width}px`)
    }
  })

  test('the shell (home, the burger menu) at 1280 and 375 px in both themes', async ({ page }) => {
    await openSignedIn(page)
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport)
      // Home opened anew at each width, as a customer at that width opens it.
      await page.goto('/')
      await homeShown(page)
      await expectAxeCleanInEachTheme(page, `home ${viewport.width}px`)
      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Открыть меню' }).click()
        await expectAxeCleanInEachTheme(page, 'burger menu')
      }
    }
  })
})
