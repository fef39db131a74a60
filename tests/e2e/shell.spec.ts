import { expect, expectNoAxeViolations, signIn, test } from './fixtures'

test('a visitor is sent from / to the sign-in page', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL(/\/auth/)
  await expectNoAxeViolations(page)
})

test('demo signs in', async ({ page }) => {
  await signIn(page)
})
