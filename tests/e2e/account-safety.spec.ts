import type { Page } from '@playwright/test'
import { expect, signIn, test } from './fixtures'
import { signInAgainWithCode } from './studio-panel'
import { expectAxeCleanInEachTheme } from './themes'

// Account safety in the browser: sessions new to this browser (kept per account in its storage,
// across reloads), "Это не я", the question before ending all other sessions, the offer after a
// password change, and the help on the sign-in code step; each new dialog axe-clean.

const NEW = 'Новое устройство'
const items = (page: Page) => page.getByRole('list', { name: 'Устройства' }).getByRole('listitem')

/** A sign-in on another device: the mock's login call, made from this page without keeping its token. */
async function signInElsewhere(page: Page, login: string, password: string, twoFactorCode?: string) {
  const status = await page.evaluate(
    async (body) => {
      const answer = await fetch('/mock/gateway/authms/api/Auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      })
      return answer.status
    },
    { usernameOrEmail: login, password, ...(twoFactorCode ? { twoFactorCode } : {}) },
  )
  expect(status).toBe(200)
}

async function openDevices(page: Page, count: number) {
  await page.goto('/profile/devices')
  await expect(page.getByRole('heading', { level: 1, name: 'Привязанные устройства' })).toBeVisible()
  await expect(items(page)).toHaveCount(count)
}

test('a session new to this browser is marked, after a reload too, and only for its account', async ({ page }) => {
  // Two sign-ins through the form, one with a second factor, and six screens.
  test.slow()
  await signIn(page)
  await openDevices(page, 4)
  await expect(page.getByText(NEW)).toHaveCount(0)

  await signInElsewhere(page, 'demo', 'Demo1234')
  await openDevices(page, 5)
  await expect(items(page).filter({ hasText: NEW })).toHaveCount(1)
  await page.reload()
  await expect(items(page)).toHaveCount(5)
  await expect(items(page).filter({ hasText: NEW })).toHaveCount(1)
  await page.goto('/profile')
  await expect(page.getByRole('region', { name: 'Мои устройства' })).toContainText('1 новое устройство')

  // Another account, seen here the first time, has nothing new, though it too was signed in elsewhere.
  await signInElsewhere(page, 'secure@example.com', 'Secure1234', '123456')
  await signInAgainWithCode(page, 'secure@example.com', 'Secure1234')
  await page.waitForURL((url) => url.pathname === '/')
  await openDevices(page, 2)
  await expect(page.getByText(NEW)).toHaveCount(0)
})

test('"Это не я" ends the session and goes on to the password code', async ({ page }) => {
  await signIn(page)
  await openDevices(page, 4)
  const other = items(page).filter({ hasNotText: 'Это устройство' }).first()
  await other.getByRole('button', { name: 'Это не я' }).click()
  await page.getByRole('dialog', { name: 'Это не вы?' }).getByRole('button', { name: 'Завершить сеанс' }).click()
  await expect(page.getByRole('dialog', { name: 'Подтверждение' })).toBeVisible()
  await expect(page.getByText('Введите код, отправленный на demo@example.com')).toBeVisible()
  await expect(items(page)).toHaveCount(3)
})

test('the new dialogs are axe-clean at 1280 and 375 px, in both themes', async ({ page }) => {
  test.slow()
  await signIn(page)
  // The devices this browser has seen for the account, before a sign-in elsewhere adds one.
  await openDevices(page, 4)
  await signInElsewhere(page, 'demo', 'Demo1234')
  for (const size of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    await page.setViewportSize(size)
    const where = `${size.width}px`
    await openDevices(page, 5)
    await expectAxeCleanInEachTheme(page, `/profile/devices with a new session, ${where}`)
    await page.getByRole('button', { name: 'Выйти на всех других устройствах' }).click()
    const others = page.getByRole('dialog', { name: 'Выйти на всех других устройствах?' })
    await expect(others).toContainText('Будут завершены 4 сеанса')
    await expectAxeCleanInEachTheme(page, `logout-others question, ${where}`)
    await others.getByRole('button', { name: 'Отмена' }).click()
    await items(page).filter({ hasText: NEW }).getByRole('button', { name: 'Это не я' }).click()
    await expect(page.getByRole('dialog', { name: 'Это не вы?' })).toBeVisible()
    await expectAxeCleanInEachTheme(page, `"Это не я" question, ${where}`)
    await page.keyboard.press('Escape')
    await page.goto('/profile')
    await expect(page.getByRole('region', { name: 'Мои устройства' })).toContainText('1 новое устройство')
    await expectAxeCleanInEachTheme(page, `/profile with a new session, ${where}`)
  }
})

test("the password change's last step and the code step's help are axe-clean in both themes", async ({ page }) => {
  test.slow()
  await signIn(page)
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Сменить пароль' }).click()
  await page.getByRole('dialog', { name: 'Смена пароля' }).getByRole('button', { name: 'Да' }).click()
  await page.getByRole('textbox', { name: 'Символ 1 из 6' }).click()
  await page.keyboard.type('123456')
  const form = page.getByRole('dialog', { name: 'Смена пароля' })
  await form.getByLabel('Текущий пароль').fill('Demo1234')
  await form.getByLabel('Новый пароль').fill('Fresh2026')
  await form.getByLabel('Повторите пароль').fill('Fresh2026')
  await form.getByRole('button', { name: 'Сменить пароль' }).click()
  const done = page.getByRole('dialog', { name: 'Смена пароля' })
  await expect(done.getByRole('button', { name: 'Выйти на других устройствах' })).toBeVisible()
  await expectAxeCleanInEachTheme(page, 'password changed')
  await done.getByRole('button', { name: 'Выйти на других устройствах' }).click()
  await expect(page.getByText('Вы вышли на всех других устройствах')).toBeVisible()
  await expect(done).toBeHidden()

  await page.getByRole('button', { name: 'Выйти', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/auth')
  await page.getByLabel('Логин или email').fill('secure@example.com')
  await page.getByLabel('Пароль', { exact: true }).fill('Secure1234')
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await page.getByRole('button', { name: 'Нет доступа к приложению?' }).click()
  const help = page.getByRole('dialog', { name: 'Нет доступа к приложению' })
  await expect(help.getByRole('link', { name: /Написать в поддержку/ })).toBeVisible()
  await expectAxeCleanInEachTheme(page, 'lost authenticator help')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Нет доступа к приложению?' })).toBeFocused()
})
