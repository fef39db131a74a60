import type { Page } from '@playwright/test'
import { appRunning, expect, expectNoAxeViolations, holdScripts, homeShown, test, withSeededSession } from './fixtures'

// /auth and /reset-password come with their screen in the HTML (build/prerender.ts): a phone paints
// the form before the app's code has downloaded, and the app takes it over when it comes
// (src/prerender/stand-in.ts). Here the code is held back, as a slow line holds it.

/** Records, frame by frame from the document's start, whether the sign-in form was ever on screen. */
async function watchSignInForm(page: Page) {
  await page.addInitScript(() => {
    const look = () => {
      const field = document.querySelector('input[name="usernameOrEmail"]')
      if (field?.checkVisibility()) document.documentElement.dataset.formSeen = 'yes'
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  })
  return async () => page.evaluate(() => document.documentElement.dataset.formSeen === 'yes')
}

const loginField = (page: Page) => page.getByLabel('Логин или email')
const passwordField = (page: Page) => page.getByLabel('Пароль', { exact: true })

test.describe('with every script refused', () => {
  test.use({ javaScriptEnabled: false })

  test('/auth and /reset-password show their forms, not a loading screen', async ({ page }) => {
    await page.goto('/auth')
    await expect(page.getByRole('heading', { level: 1, name: 'Вход' })).toBeVisible()
    await expect(page.getByRole('tab', { name: 'Вход' })).toHaveAttribute('aria-selected', 'true')
    await expect(loginField(page)).toBeVisible()
    await expect(passwordField(page)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Войти', exact: true })).toBeVisible()
    await expect(page.getByText('Загрузка…')).toBeHidden()
    await page.getByRole('link', { name: 'Забыли пароль?' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Обновление пароля' })).toBeVisible()
    await expect(page.getByLabel('Email')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Продолжить' })).toBeVisible()
    await expect(page.getByText('Загрузка…')).toBeHidden()
  })
})

test('the form shows before the code comes, keeps what was typed and the focus, then signs in', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/auth', { waitUntil: 'commit' })
  await loginField(page).fill('demo')
  await passwordField(page).fill('Demo12')
  // From here every frame shows a sign-in form with what was typed: the painted one, then the app's.
  await page.evaluate(() => {
    const record = document.documentElement.dataset
    record.framesWithout = '0'
    const look = () => {
      const field = document.querySelector<HTMLInputElement>('input[name="usernameOrEmail"]')
      if (!field?.checkVisibility() || field.value !== 'demo')
        record.framesWithout = String(Number(record.framesWithout) + 1)
      requestAnimationFrame(look)
    }
    requestAnimationFrame(look)
  })
  release()
  await appRunning(page)
  await expect(passwordField(page)).toBeFocused()
  await page.keyboard.type('34')
  await expect(loginField(page)).toHaveValue('demo')
  await expect(passwordField(page)).toHaveValue('Demo1234')
  expect(await page.evaluate(() => document.documentElement.dataset.framesWithout)).toBe('0')
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await homeShown(page)
})

test('the keyboard’s place in the painted form is kept when the code comes', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/auth', { waitUntil: 'commit' })
  await expect(loginField(page)).toBeVisible()
  // The painted form is the app's markup, and as accessible before its code has come.
  await expectNoAxeViolations(page, 'painted /auth')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('tab', { name: 'Вход' })).toBeFocused()
  release()
  await appRunning(page)
  await expect(page.getByRole('tab', { name: 'Вход' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(loginField(page)).toBeFocused()
})

test('Enter pressed before the code comes sends the form once the code is there', async ({ page }) => {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest()) sent.push(`${request.method()} ${request.url()}`)
  })
  const release = await holdScripts(page)
  await page.goto('/auth', { waitUntil: 'commit' })
  await loginField(page).fill('demo')
  await passwordField(page).fill('Demo1234')
  await passwordField(page).press('Enter')
  // The browser sent nothing itself: the page is the one it was.
  await expect(passwordField(page)).toHaveValue('Demo1234')
  release()
  await expect(page.getByText('Успешный вход')).toBeVisible()
  await homeShown(page)
  expect(sent.every((request) => request.startsWith('GET ') && !request.includes('Demo1234'))).toBe(true)
})

test('a tab pressed before the code comes opens once it is there', async ({ page }) => {
  const release = await holdScripts(page)
  await page.goto('/auth', { waitUntil: 'commit' })
  await page.getByRole('tab', { name: 'Регистрация' }).click()
  release()
  await expect(page.getByRole('heading', { level: 1, name: 'Регистрация' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Регистрация' })).toHaveAttribute('aria-selected', 'true')
})

test.describe('never shows a form that then disappears', () => {
  const visitors = [
    { who: 'with a stored session', path: '/auth', before: withSeededSession },
    { who: 'handed a token in the address', path: '/auth?token=seed-win', before: async () => {} },
  ]
  for (const { who, path, before } of visitors) {
    test(`to a visitor ${who}`, async ({ page }) => {
      await before(page)
      const formSeen = await watchSignInForm(page)
      const release = await holdScripts(page)
      await page.goto(path, { waitUntil: 'commit' })
      await expect(page.getByRole('status').getByText('Загрузка…')).toBeVisible()
      await expect(loginField(page)).toBeHidden()
      release()
      await homeShown(page)
      expect(page.url()).not.toContain('seed-win')
      expect(await formSeen()).toBe(false)
    })
  }
})

/** When the page asked for the app's entry, and when the browser reported its first contentful paint. */
const codeAndPaint = (page: Page) =>
  page.evaluate(() => {
    const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ?? ''
    return {
      code: performance.getEntriesByName(entry, 'resource')[0]?.startTime,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    }
  })

test('the code is asked for once the form is on show, and at once by a page that waits for a hand-off', async ({
  page,
}) => {
  // A download asked for before the paint is shown delays it on a phone's line.
  await page.goto('/auth')
  await appRunning(page)
  const painted = await codeAndPaint(page)
  expect(painted.code).toBeGreaterThanOrEqual(painted.paint ?? Infinity)

  // Only the loading screen shows until the hand-off is done: nothing to wait for.
  await page.goto('/auth?token=seed-win')
  await homeShown(page)
  const handedOff = await codeAndPaint(page)
  expect(handedOff.code).toBeLessThan(handedOff.paint ?? -Infinity)
})
