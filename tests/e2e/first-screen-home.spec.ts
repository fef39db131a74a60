import type { Page } from '@playwright/test'
import { appRunning, expect, expectNoAxeViolations, holdScripts, homeShown, test, withSeededSession } from './fixtures'

// Home, a signed-in visitor's first screen, comes painted from the HTML (build/prerender.ts): the
// menus, the promo banner and the sections' headings, skeletons in the user's places, until the app
// has the user and takes over (src/prerender/stand-in.ts). Here the code is held back, as a slow line
// holds it.

const promo = (page: Page) => page.getByRole('heading', { level: 2, name: 'Бесплатный хостинг на 24 часа' })
const greeting = (page: Page) => page.getByRole('heading', { level: 1, name: /^Здравствуйте, .+!$/ })

/** Where the promo banner, the page's largest text, sits in the page. */
const promoPlace = async (page: Page) => {
  const box = await promo(page).boundingBox()
  return box && { x: Math.round(box.x), y: Math.round(box.y) }
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 375, height: 800 },
]) {
  test(`at ${width} px a signed-in visitor sees home's menus and promo before the code comes, in the place the app keeps`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height })
    await withSeededSession(page)
    const release = await holdScripts(page)
    await page.goto('/', { waitUntil: 'commit' })
    await expect(promo(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Пополнить баланс' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Мои услуги' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Личные данные' })).toBeVisible()
    // Nobody's data yet, and no loading screen instead of the page.
    await expect(greeting(page)).toHaveCount(0)
    await expect(page.getByText('₽')).toHaveCount(0)
    await expect(page.getByRole('status').getByText('Загрузка…')).toBeHidden()
    // The painted page is the app's markup, and as accessible before its code has come.
    await expectNoAxeViolations(page, `painted home at ${width} px`)
    const painted = await promoPlace(page)

    release()
    await homeShown(page)
    expect(await promoPlace(page)).toEqual(painted)
  })
}

test('a button pressed before the code comes works once it is there', async ({ page }) => {
  await withSeededSession(page)
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  await page.getByRole('button', { name: 'Пополнить баланс' }).click()
  release()
  await expect(page.getByRole('dialog', { name: 'Пополнение баланса' })).toBeVisible()
  await appRunning(page)
  await expect(greeting(page)).toBeVisible()
})

test('a visitor without a session sees the loading screen, never home, then the sign-in page', async ({ page }) => {
  await page.addInitScript(() => {
    const look = () => {
      if (document.querySelector('#promo-title')?.checkVisibility()) document.documentElement.dataset.homeSeen = 'yes'
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  })
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  await expect(page.getByRole('status').getByText('Загрузка…')).toBeVisible()
  await expect(promo(page)).toBeHidden()
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.dataset.homeSeen)).toBeUndefined()
})

test('a session the server no longer knows goes from the painted home to the sign-in page, never to an error', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (localStorage.getItem('access_token') === null) localStorage.setItem('access_token', 'ended-elsewhere')
  })
  const release = await holdScripts(page)
  await page.goto('/', { waitUntil: 'commit' })
  await expect(promo(page)).toBeVisible()
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
  await expect(promo(page)).toHaveCount(0)
  await expect(page.getByText('Что-то пошло не так')).toHaveCount(0)
  await expect(page).toHaveURL((url) => url.pathname === '/auth')
})
