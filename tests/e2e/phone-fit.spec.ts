import type { Locator, Page } from '@playwright/test'
import { appRunning, expect, homeShown, openSignedIn, test, withSeededSession } from './fixtures'

// On a phone (and on a wide screen) nothing covers, clips or hides what the customer came for: toasts
// leave the header and the screen's heading in view, the bottom bar's labels fit, the history is found.

type Box = { x: number; y: number; width: number; height: number }

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox()
  expect(box, 'on screen').not.toBeNull()
  return box as Box
}

/**
 * The toast with `text`, held on screen by the pointer on its × (sonner pauses its 3 s while hovered;
 * the rest of a toast lets the pointer through to the page).
 */
async function heldToast(page: Page, text: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text })
  await toast.getByRole('button', { name: 'Закрыть уведомление' }).hover()
  return toast
}

async function submitSignIn(page: Page) {
  await page.getByLabel('Логин или email').fill('demo')
  await page.getByLabel('Пароль', { exact: true }).fill('Demo1234')
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
}

test.describe('toasts', () => {
  // The toast's box is read where it rests, not halfway through its slide in.
  test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }))

  for (const viewport of [
    { width: 375, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    test(`at ${viewport.width} px "Успешный вход" covers neither the header, nor the heading, nor a menu`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/auth')
      await submitSignIn(page)
      const toast = await heldToast(page, 'Успешный вход')
      await homeShown(page)
      const covered = [
        page.getByRole('banner'),
        page.getByRole('heading', { level: 1 }),
        page.getByRole('navigation', { name: viewport.width < 768 ? 'Нижнее меню' : 'Основное меню' }),
      ]
      for (const element of covered) expect(overlaps(await boxOf(toast), await boxOf(element))).toBe(false)
    })
  }

  test('with a mouse, the pointer goes through a toast to the page below, and its × still closes it', async ({
    page,
  }) => {
    await page.goto('/auth')
    await submitSignIn(page)
    const toast = await heldToast(page, 'Успешный вход')
    const box = await boxOf(toast)
    const middle = [box.x + box.width / 2, box.y + box.height / 2] as const
    const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('[data-sonner-toast]'), middle)
    expect(hit, 'what the pointer meets in the middle of the toast').toBeNull()
    await toast.getByRole('button', { name: 'Закрыть уведомление' }).click()
    await expect(toast).toHaveCount(0)
  })

  test.describe('offline', () => {
    // Offline, the browser's own fetches of images and the favicon fail and say so in the console.
    test.use({
      allowConsoleErrors: [[/Failed to load resource: net::ERR_(FAILED|INTERNET_DISCONNECTED)/], { scope: 'test' }],
    })

    test('at 375 px a toast rises above the offline banner and the bottom bar', async ({ page, context }) => {
      await page.setViewportSize({ width: 375, height: 740 })
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await withSeededSession(page)
      await page.goto('/profile')
      await expect(page.getByRole('heading', { level: 1, name: 'Личные данные' })).toBeVisible()
      // The notifications' code arrives after the first screen; offline, a toast would wait for the signal.
      await expect(page.getByRole('region', { name: /Уведомления/ })).toBeAttached()
      await context.setOffline(true)
      const banner = page.getByRole('status').filter({ hasText: 'Нет подключения к интернету' })
      await expect(banner).toBeVisible()
      await page.getByRole('button', { name: /^ID/ }).click()
      const toast = await heldToast(page, 'ID')
      for (const element of [banner, page.getByRole('navigation', { name: 'Нижнее меню' })]) {
        expect(overlaps(await boxOf(toast), await boxOf(element))).toBe(false)
      }
    })
  })
})

test.describe('the bottom bar', () => {
  test('from 320 to 414 px each label is one line inside its item, and the four icons line up', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await openSignedIn(page)
    // The bar is laid out by CSS alone: the window resized is the bar at that width.
    for (const width of [320, 375, 414]) {
      await page.setViewportSize({ width, height: 640 })
      const items = await page
        .getByRole('navigation', { name: 'Нижнее меню' })
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((link) => {
            const item = link.getBoundingClientRect()
            // The label as seen: the link's visible text, without its words for screen readers only.
            const label = [...link.querySelectorAll('span')].find((span) => span.getBoundingClientRect().width > 1)
            const range = document.createRange()
            range.selectNodeContents(label as Node)
            const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size
            const text = range.getBoundingClientRect()
            const inside = text.left >= item.left && text.right <= item.right
            return {
              label: label?.textContent,
              lines,
              inside,
              iconTop: link.querySelector('svg')?.getBoundingClientRect().top,
            }
          }),
        )
      expect(items.map(({ label }) => label)).toEqual(['Главная', 'Личные данные', 'Поддержка', 'Хостинг'])
      for (const item of items)
        expect
          .soft(item, `${item.label} at ${width} px: one line inside its item`)
          .toMatchObject({ lines: 1, inside: true })
      const tops = items.map((item) => item.iconTop ?? NaN)
      expect.soft(Math.max(...tops) - Math.min(...tops), `icons at one height at ${width} px`).toBeLessThan(1)
    }
  })
})

test('«Назад» looks the same on both steps of the password reset', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  const look = (control: Locator) =>
    control.evaluate((element) => {
      const style = getComputedStyle(element)
      const box = element.getBoundingClientRect()
      return {
        decoration: style.textDecorationLine,
        color: style.color,
        background: style.backgroundColor,
        font: `${style.fontWeight} ${style.fontSize}`,
        size: `${Math.round(box.width)}×${Math.round(box.height)}`,
      }
    })
  await page.goto('/reset-password')
  // The app's own link: the page's painted one is replaced by it when the code comes.
  await appRunning(page)
  const first = await look(page.getByRole('link', { name: 'Назад' }))
  await page.getByLabel('Email').fill('demo@example.com')
  await page.getByRole('button', { name: 'Продолжить' }).click()
  await expect(page.getByRole('button', { name: 'Обновить пароль' })).toBeVisible()
  expect(await look(page.getByRole('button', { name: 'Назад' }))).toEqual(first)
})

test.describe('the payment history is found', () => {
  const historyShown = async (page: Page) => {
    await expect(page).toHaveURL((url) => url.pathname === '/wallet/history')
    await expect(page.getByRole('heading', { level: 1, name: 'История начислений и списаний' })).toBeVisible()
  }

  test('from the wallet card and from the side menu', async ({ page }) => {
    await openSignedIn(page)
    await page.getByRole('region', { name: 'Кошелёк' }).getByRole('link', { name: 'История операций' }).click()
    await historyShown(page)
    const sideMenu = page.getByRole('navigation', { name: 'Основное меню' })
    await sideMenu.getByRole('link', { name: 'Главная' }).click()
    await homeShown(page)
    await sideMenu.getByRole('link', { name: 'История операций' }).click()
    await historyShown(page)
  })

  test('from the phone’s menu, which then closes', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await openSignedIn(page)
    await page.getByRole('button', { name: 'Открыть меню' }).click()
    await page.getByRole('banner').getByRole('link', { name: 'История операций' }).click()
    await historyShown(page)
    await expect(page.getByRole('button', { name: 'Открыть меню' })).toHaveAttribute('aria-expanded', 'false')
  })
})
