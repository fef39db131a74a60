import type { Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'

// On a phone nothing hovers before a tap: the code a tap needs must already have come, without any
// interaction, with the idle-time preloading after the screen was shown, or the tap waits for a
// download. Code that has come shows its form in the tap's own frame, with no loading state first.
// (How long a tap takes is measured by `npm run bench -- --taps`.)

/** The app's chunks the page has fetched so far, name → URL (`register-form` for register-form-x1y2.js). */
const fetchedChunks = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      performance.getEntriesByType('resource').flatMap((entry) => {
        const name = new URL(entry.name).pathname.match(/^\/assets\/(.+)-[\w-]{8}\.js$/)?.[1]
        return name ? [[name, entry.name]] : []
      }),
    ),
  )

/** Returns once the page has fetched and run its chunk `name` by itself, before any interaction. */
async function preloaded(page: Page, name: string) {
  let url = ''
  await expect.poll(async () => (url = (await fetchedChunks(page))[name] ?? '')).not.toBe('')
  // The page runs a chunk a moment after its download; importing it here too returns once it has run.
  await page.evaluate(async (chunk) => {
    await import(chunk)
    await new Promise((resume) => setTimeout(resume))
  }, url)
}

/**
 * Starts noting every loading state ("Загрузка…", "Загрузка формы") the page shows from now on,
 * however briefly; the returned call reads them.
 */
async function noteLoadingStates(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = []
    Object.assign(window, { loadingStatesSeen: seen })
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role=status]')) {
        const text = status.textContent ?? ''
        if (text.includes('Загрузка') && !seen.includes(text)) seen.push(text)
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { loadingStatesSeen: string[] }).loadingStatesSeen)
}

test('"Регистрация" shows its form at once, with code that arrived before the tap', async ({ page }) => {
  await page.goto('/auth')
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
  // The toasts' live region mounts once the sign-in screen is on view; idle preloading follows it.
  await expect(page.getByRole('region', { name: /^Уведомления/ })).toBeAttached()
  await preloaded(page, 'register-form')
  const loadingStates = await noteLoadingStates(page)
  await page.getByRole('tab', { name: 'Регистрация' }).click()
  await expect(page.getByLabel('Email')).toBeVisible()
  expect(await loadingStates()).toEqual([])
})

test('"Пополнить баланс" shows the amount field at once, with code that arrived before the tap', async ({ page }) => {
  await openSignedIn(page)
  await preloaded(page, 'top-up-form')
  const loadingStates = await noteLoadingStates(page)
  await page.getByRole('button', { name: 'Пополнить баланс' }).click()
  const amount = page.getByRole('dialog').getByLabel('Сумма пополнения')
  await expect(amount).toBeVisible()
  // The dialog opens on its first field, to type the amount at once.
  await expect(amount).toBeFocused()
  expect(await loadingStates()).toEqual([])
})
