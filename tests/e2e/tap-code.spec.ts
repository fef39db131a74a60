import type { Page } from '@playwright/test'
import { expect, signIn, test } from './fixtures'

// On a phone nothing hovers before a tap: the code a tap needs must already have come, without any
// interaction, with the idle-time preloading after the screen was shown, or the tap waits for a
// download. (How long a tap takes is measured by `npm run bench -- --taps`.)

/** The names of the app's chunks the page has fetched so far (`register-form` for register-form-x1y2.js). */
const fetchedChunks = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .flatMap((entry) => new URL(entry.name).pathname.match(/^\/assets\/(.+)-[\w-]{8}\.js$/)?.[1] ?? []),
  )

test('"Регистрация" shows its form with code that arrived before the tap', async ({ page }) => {
  await page.goto('/auth')
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
  // The toasts' live region mounts once the sign-in screen is on view; idle preloading follows it.
  await expect(page.getByRole('region', { name: /^Уведомления/ })).toBeAttached()
  await expect.poll(() => fetchedChunks(page)).toEqual(expect.arrayContaining(['register-form']))
  await page.getByRole('tab', { name: 'Регистрация' }).click()
  await expect(page.getByLabel('Email')).toBeVisible()
})

test('"Пополнить баланс" shows the amount field with code that arrived before the tap', async ({ page }) => {
  await signIn(page)
  await expect.poll(() => fetchedChunks(page)).toEqual(expect.arrayContaining(['top-up-form']))
  await page.getByRole('button', { name: 'Пополнить баланс' }).click()
  await expect(page.getByRole('dialog').getByLabel('Сумма пополнения')).toBeVisible()
})
