import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, signIn, test } from './fixtures'

const NOT_FOUND = 'Упс! Кажется, вы попали на несуществующую страницу'
const MOBILE = { width: 375, height: 740 }

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)

test.describe('guards and the 404 page', () => {
  for (const path of ['/', '/profile', '/profile/devices', '/wallet/history']) {
    test(`a visitor without a token is sent from ${path} to /auth`, async ({ page }) => {
      await page.goto(path)
      await expect(page).toHaveURL((url) => url.pathname === '/auth')
      await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible()
    })
  }

  test('an unknown address shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible()
    await expectNoAxeViolations(page, '404')
    await page.getByRole('link', { name: 'Вернуться на главную' }).click()
    // Home is protected: a visitor ends on the sign-in page.
    await expect(page).toHaveURL((url) => url.pathname === '/auth')
  })
})

test.describe('the signed-in shell on a wide screen', () => {
  test('demo moves around with the side menu; the light theme survives a reload with no flash', async ({ page }) => {
    await signIn(page)
    const sideMenu = page.getByRole('navigation', { name: 'Основное меню' })
    await expect(sideMenu).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Нижнее меню' })).toBeHidden()

    await sideMenu.getByRole('link', { name: 'Личные данные' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'Личные данные' })).toBeVisible()
    await sideMenu.getByRole('link', { name: 'Главная' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/')

    expect(await theme(page)).toBe('dark')
    const themeSwitch = page.getByRole('switch', { name: 'Тёмная тема' })
    await expect(themeSwitch).toBeChecked()
    await themeSwitch.click()
    await expect(themeSwitch).not.toBeChecked()
    expect(await theme(page)).toBe('light')

    // Record the theme when the parser inserts #root's static content: after the blocking head
    // script, before any paint of it and before the deferred app module can run.
    await page.addInitScript(() => {
      const record = window as unknown as { themeAtBody?: string; rootAtBody?: string }
      const observer = new MutationObserver(() => {
        if (!document.getElementById('root')?.firstElementChild || record.themeAtBody !== undefined) return
        record.themeAtBody = document.documentElement.dataset.theme ?? 'none'
        record.rootAtBody = document.getElementById('root')?.firstElementChild?.getAttribute('role') ?? 'empty'
        observer.disconnect()
      })
      observer.observe(document, { childList: true, subtree: true })
    })
    await page.reload()
    const atBody = await page.evaluate(() => {
      const record = window as unknown as { themeAtBody?: string; rootAtBody?: string }
      return { theme: record.themeAtBody, root: record.rootAtBody }
    })
    // Only index.html's static loading screen (a status) is there yet, already in the light theme.
    expect(atBody).toEqual({ theme: 'light', root: 'status' })
    await expect(page.getByRole('switch', { name: 'Тёмная тема' })).not.toBeChecked()
    expect(await theme(page)).toBe('light')
  })

  test('a loading screen is shown until the app code arrives, then the first screen replaces it', async ({ page }) => {
    let release = () => {}
    const held = new Promise<void>((done) => (release = done))
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    // A signed-in page, signed out: index.html's loading screen, then the guard's sign-in screen.
    // (/auth itself comes painted from the HTML: tests/e2e/first-screen-html.spec.ts.)
    await page.goto('/profile', { waitUntil: 'commit' })
    await expect(page.getByRole('status')).toHaveText('Загрузка…')
    // Every frame from here on shows either the loading screen or the page, never an empty root.
    await page.evaluate(() => {
      const record = window as unknown as { emptyFrames: number }
      record.emptyFrames = 0
      const sample = () => {
        if (document.getElementById('root')?.childElementCount === 0) record.emptyFrames += 1
        requestAnimationFrame(sample)
      }
      requestAnimationFrame(sample)
    })
    release()
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible()
    await expect(page.getByText('Загрузка…')).toBeHidden()
    expect(await page.evaluate(() => (window as unknown as { emptyFrames: number }).emptyFrames)).toBe(0)
  })

  test('signing out ends the session and the guard keeps the visitor out', async ({ page }) => {
    await signIn(page)
    await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Личные данные' }).click()
    await page.getByRole('button', { name: 'Выйти', exact: true }).last().click()
    await expect(page).toHaveURL((url) => url.pathname === '/auth')
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull()
    await page.goto('/profile')
    await expect(page).toHaveURL((url) => url.pathname === '/auth')
  })

  test('signing out in one tab signs out the other', async ({ page, context }) => {
    await signIn(page)
    const other = await context.newPage()
    const otherErrors: string[] = []
    other.on('pageerror', (error) => otherErrors.push(error.message))
    await other.goto('/profile')
    await expect(other.getByRole('heading', { level: 1, name: 'Личные данные' })).toBeVisible()

    // Back to the first tab: one in the background draws no frames.
    await page.bringToFront()
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Выйти', exact: true }).last().click()
    await expect(page).toHaveURL((url) => url.pathname === '/auth')
    await expect(other).toHaveURL((url) => url.pathname === '/auth')
    await expect(other.getByRole('button', { name: 'Войти', exact: true })).toBeVisible()
    expect(otherErrors).toEqual([])
  })
})

test.describe('the shell on a 375 px phone', () => {
  test.use({ viewport: MOBILE })

  test('the bottom bar has the four items and the burger opens the theme switch', async ({ page }) => {
    await signIn(page)
    const bottomBar = page.getByRole('navigation', { name: 'Нижнее меню' })
    await expect(bottomBar).toBeVisible()
    await expect(bottomBar.getByRole('link')).toHaveText([/^Главная$/, /^Личные данные$/, /^Поддержка/, /^Хостинг/])
    await expect(page.getByRole('navigation', { name: 'Основное меню' })).toBeHidden()

    await bottomBar.getByRole('link', { name: 'Личные данные' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/profile')

    const burger = page.getByRole('button', { name: 'Открыть меню' })
    await burger.click()
    await expect(page.getByRole('button', { name: 'Закрыть меню' })).toHaveAttribute('aria-expanded', 'true')
    const themeSwitch = page.getByRole('switch', { name: 'Тёмная тема' })
    await expect(themeSwitch).toBeVisible()
    await themeSwitch.click()
    expect(await theme(page)).toBe('light')
    await page.keyboard.press('Escape')
    await expect(themeSwitch).toBeHidden()
    await expect(page.getByRole('button', { name: 'Открыть меню' })).toHaveAttribute('aria-expanded', 'false')
  })
})

test.describe('a failed load of the app code', () => {
  // The browser reports the aborted script in the console; that is what this test provokes.
  test.use({ allowConsoleErrors: [[/ERR_INTERNET_DISCONNECTED/, /Failed to load/], { scope: 'test' }] })

  test('when the app code cannot be loaded, the loading screen says so and offers a reload', async ({ page }) => {
    let failing = true
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) =>
      failing ? route.abort('internetdisconnected') : route.continue(),
    )
    await page.goto('/auth')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Нет связи с сервером. Проверьте подключение к интернету и попробуйте снова')
    await expect(page.getByText('Загрузка…')).toBeHidden()
    failing = false
    await alert.getByRole('button', { name: 'Обновить страницу' }).click()
    await expect(page.getByRole('heading', { name: 'Вход' })).toBeVisible()
  })
})

test('at 968 px the profile card and the promo sit side by side; one pixel narrower they stack', async ({ page }) => {
  // The page's own width counts: the mock build's studio rail takes its room at the right.
  const pageWidth = async (width: number) => {
    await page.setViewportSize({ width, height: 900 })
    const inset = await page.evaluate(() => parseFloat(getComputedStyle(document.body).marginRight))
    await page.setViewportSize({ width: width + inset, height: 900 })
  }
  await pageWidth(968)
  await signIn(page)
  await pageWidth(968)
  const profile = page.getByRole('link', { name: /Иван Петров/ })
  const promo = page.getByRole('region', { name: 'Бесплатный хостинг на 24 часа' })
  await expect(promo).toBeVisible()
  const sideBySide = async () => {
    const [a, b] = [await profile.boundingBox(), await promo.boundingBox()]
    return Boolean(a && b && b.x >= a.x + a.width && Math.abs(b.y - a.y) < 1)
  }
  expect(await page.evaluate(() => document.body.clientWidth)).toBe(968)
  expect(await sideBySide()).toBe(true)
  await pageWidth(967)
  await expect.poll(sideBySide).toBe(false)
  const [a, b] = [await profile.boundingBox(), await promo.boundingBox()]
  expect(b && a && b.y >= a.y + a.height).toBe(true)
})
