import type { Locator, Page } from '@playwright/test'
import { expect, signIn, test, withSeededSession } from './fixtures'

// Issue 6, beyond the per-screen sweep (a11y-sweep.spec.ts): the keyboard's order through the pages,
// the toasts' live region and reduced motion.

/** Tab from where the focus is now reaches each target in turn. */
async function expectTabOrder(page: Page, targets: Locator[]) {
  for (const target of targets) {
    await page.keyboard.press('Tab')
    await expect(target).toBeFocused()
  }
}

test.describe('keyboard order follows the page', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('sign-in: theme, the tab, the fields, the button, then the other ways in', async ({ page }) => {
    await page.goto('/auth')
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible()
    await expectTabOrder(page, [
      page.getByRole('switch', { name: 'Тёмная тема' }),
      page.getByRole('tab', { name: 'Вход' }),
      page.getByLabel('Логин или email'),
      page.getByLabel('Пароль', { exact: true }),
      page.getByRole('button', { name: 'Показать пароль' }),
      page.getByRole('button', { name: 'Войти', exact: true }),
      page.getByRole('button', { name: 'Войти через Яндекс' }),
      page.getByRole('link', { name: 'Забыли пароль?' }),
    ])
  })

  test('home: skip link first, then the menu, then the content from the top', async ({ page }) => {
    await withSeededSession(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const menu = page.getByRole('navigation', { name: 'Основное меню' })
    await expectTabOrder(page, [
      page.getByRole('link', { name: 'Перейти к содержимому' }),
      page.getByRole('link', { name: /на главную/ }),
      menu.getByRole('link', { name: 'Главная' }),
      menu.getByRole('link', { name: 'Личные данные' }),
      menu.getByRole('link', { name: 'История операций' }),
      menu.getByRole('link', { name: /^Поддержка/ }),
      menu.getByRole('button', { name: 'Сообщить о проблеме' }),
      menu.getByRole('link', { name: /^Хостинг/ }),
      page.getByRole('switch', { name: 'Тёмная тема' }),
      page.getByRole('link', { name: /Иван Петров/ }),
      page.getByRole('link', { name: /^Попробовать бесплатно/ }),
      page.getByRole('button', { name: 'Пополнить баланс' }),
    ])
  })

  test('home: the skip link moves the keyboard past the menu into the content', async ({ page }) => {
    await withSeededSession(page)
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Перейти к содержимому' })).toBeFocused()
    await page.keyboard.press('Enter')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: /Иван Петров/ })).toBeFocused()
  })
})

test('toasts are announced through a polite live region', async ({ page }) => {
  await page.goto('/auth')
  const region = page.getByRole('region', { name: /^Уведомления/ })
  await expect(region).toHaveAttribute('aria-live', 'polite')
  // Signing in toasts 'Успешный вход': the toast must land inside that region.
  await signIn(page)
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Успешный вход' })
  await expect(toast).toBeVisible()
  expect(await toast.evaluate((element) => element.closest('[aria-live="polite"]') !== null)).toBe(true)
})

test.describe('reduced motion', () => {
  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    test(`skeleton and dialog animations with prefers-reduced-motion: ${reducedMotion}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion })
      await withSeededSession(page)
      await page.goto('/wallet/history?scenario=slow')
      // Whichever loading indicator the slow answers show: a skeleton or the page loader's spinner.
      const skeleton = page.locator('[data-skeleton], [role="status"] > [aria-hidden="true"]').first()
      await expect(skeleton).toBeVisible()
      const seconds = (value: string) =>
        Math.max(...value.split(',').map((part) => parseFloat(part) * (part.trim().endsWith('ms') ? 0.001 : 1)))
      const skeletonDuration = seconds(
        await skeleton.evaluate((element) => getComputedStyle(element).animationDuration),
      )
      if (reducedMotion === 'reduce') expect(skeletonDuration).toBeLessThanOrEqual(0.001)
      else expect(skeletonDuration).toBeGreaterThan(0.1)

      // Left while the slow answers are still on their way: the mock answers them all the same
      // (public/mock-worker.js), and the page fixture fails on any 404 they would get.
      await page.goto('/?scenario=default')
      await page.getByRole('button', { name: 'Пополнить баланс' }).click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      const dialogDuration = seconds(await dialog.evaluate((element) => getComputedStyle(element).animationDuration))
      if (reducedMotion === 'reduce') expect(dialogDuration).toBeLessThanOrEqual(0.001)
      else expect(dialogDuration).toBeGreaterThan(0.05)
    })
  }
})
