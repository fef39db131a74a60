import type { Page } from '@playwright/test'
import { expect, signIn, test } from './fixtures'
import { expectAxeCleanInEachTheme } from './themes'

// /profile/devices in the browser: the demo account has three seeded sessions plus this one.

const items = (page: Page) => page.getByRole('list', { name: 'Устройства' }).getByRole('listitem')

async function openDevices(page: Page) {
  await signIn(page)
  await page.goto('/profile/devices')
  await expect(page.getByRole('heading', { level: 1, name: 'Привязанные устройства' })).toBeVisible()
  await expect(items(page)).toHaveCount(4)
}

test('removes one device, then logs out all the others; both survive a reload', async ({ page }) => {
  await openDevices(page)
  await expect(items(page).first()).toContainText('Это устройство')
  // Playwright's desktop Chrome also reports Windows 10 · Chrome: pick the seeded one, not this tab.
  const windows = items(page).filter({ hasText: 'Windows 10 · Chrome' }).filter({ hasNotText: 'Это устройство' })
  await windows.getByRole('button', { name: 'Выйти' }).click()
  const dialog = page.getByRole('dialog', { name: 'Точно выйти?' })
  await dialog.getByRole('button', { name: 'Выйти' }).click()
  await expect(dialog).toBeHidden()
  await expect(windows).toHaveCount(0)
  await expect(items(page)).toHaveCount(3)

  await page.getByRole('button', { name: 'Выйти на всех других устройствах' }).click()
  await page
    .getByRole('dialog', { name: 'Выйти на всех других устройствах?' })
    .getByRole('button', { name: 'Выйти' })
    .click()
  await expect(items(page)).toHaveCount(1)
  await expect(items(page).first()).toContainText('Это устройство')
  await page.reload()
  await expect(items(page)).toHaveCount(1)
  await expect(page.getByRole('button', { name: 'Выйти на всех других устройствах' })).toHaveCount(0)
})

test('removing the current session signs the user out', async ({ page }) => {
  await openDevices(page)
  await items(page).filter({ hasText: 'Это устройство' }).getByRole('button', { name: 'Выйти' }).click()
  await page.getByRole('dialog', { name: 'Точно выйти?' }).getByRole('button', { name: 'Выйти' }).click()
  await page.waitForURL((url) => url.pathname === '/auth')
  await page.goto('/profile/devices')
  await page.waitForURL((url) => url.pathname === '/auth')
})

test('/profile/devices is axe-clean with the list and the dialog in both themes', async ({ page }) => {
  await openDevices(page)
  await expectAxeCleanInEachTheme(page, '/profile/devices')
  await items(page).nth(1).getByRole('button', { name: 'Выйти' }).click()
  await expect(page.getByRole('dialog', { name: 'Точно выйти?' })).toBeVisible()
  await expectAxeCleanInEachTheme(page, '/profile/devices dialog')
})
