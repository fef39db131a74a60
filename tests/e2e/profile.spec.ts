import type { Page } from '@playwright/test'
import { expect, homeShown, signIn, test } from './fixtures'
import { expectAxeCleanInEachTheme } from './themes'

const CODE = '123456'
const MOBILE = { width: 375, height: 740 }

const devicesList = (page: Page) => page.getByRole('list', { name: 'Устройства' })

async function signInWith(page: Page, login: string, password: string) {
  await page.goto('/auth')
  await page.getByLabel('Логин или email').fill(login)
  await page.getByLabel('Пароль', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
}

async function signOutFromProfile(page: Page) {
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Выйти', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/auth')
}

test('editing the profile shows the new values on the card at once and after a reload', async ({ page }) => {
  await signIn(page)
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Редактировать профиль' }).click()
  const dialog = page.getByRole('dialog', { name: 'Редактирование профиля' })
  await dialog.getByLabel('Никнейм').fill('  ivan_p  ')
  await dialog.getByLabel('Имя', { exact: true }).fill('Пётр')
  await dialog.getByRole('button', { name: 'Сохранить' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Петров Пётр Сергеевич' })).toBeVisible()
  await expect(page.getByText('@ivan_p')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Петров Пётр Сергеевич' })).toBeVisible()
  await page.goto('/')
  await expect(page.getByText('Пётр').first()).toBeVisible()
})

test('removing another device ends exactly that session', async ({ page }) => {
  await signIn(page)
  await page.goto('/profile')
  await page.getByRole('link', { name: 'Все устройства' }).click()
  await page.waitForURL((url) => url.pathname === '/profile/devices')
  await expect(devicesList(page).getByRole('listitem')).toHaveCount(4)
  await expect(devicesList(page).getByRole('listitem').first()).toContainText('Это устройство')
  // The browser here is Windows Chrome too: pick the seeded session, not this one.
  const windows = devicesList(page)
    .getByRole('listitem')
    .filter({ hasText: 'Windows 10 · Chrome' })
    .filter({ hasNotText: 'Это устройство' })
  await windows.getByRole('button', { name: 'Выйти' }).click()
  const dialog = page.getByRole('dialog', { name: 'Точно выйти?' })
  await dialog.getByRole('button', { name: 'Выйти' }).click()
  await expect(dialog).toBeHidden()
  await expect(windows).toHaveCount(0)
  await expect(devicesList(page).getByRole('listitem')).toHaveCount(3)
  await page.reload()
  await expect(devicesList(page).getByRole('listitem')).toHaveCount(3)
  await expect(page).toHaveURL((url) => url.pathname === '/profile/devices')
})

test('changing the password: confirm, code, form; the new password signs in', async ({ page }) => {
  await signIn(page)
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Сменить пароль' }).click()
  await page.getByRole('dialog', { name: 'Смена пароля' }).getByRole('button', { name: 'Да' }).click()
  await page.getByRole('textbox', { name: 'Символ 1 из 6' }).click()
  await page.keyboard.type(CODE)
  const form = page.getByRole('dialog', { name: 'Смена пароля' })
  await form.getByLabel('Текущий пароль').fill('Demo1234')
  await form.getByLabel('Новый пароль').fill('Fresh2026')
  await form.getByLabel('Повторите пароль').fill('Fresh2026')
  await form.getByRole('button', { name: 'Сменить пароль' }).click()
  await expect(page.getByText('Пароль изменён')).toBeVisible()
  await signOutFromProfile(page)
  await signInWith(page, 'demo', 'Demo1234')
  await expect(page.getByText('Неверный логин или пароль')).toBeVisible()
  await signInWith(page, 'demo', 'Fresh2026')
  await page.waitForURL((url) => url.pathname === '/')
})

test('Google 2FA: enable with the QR code, the next sign-in asks for the code, then disable', async ({ page }) => {
  await signIn(page)
  await page.goto('/profile')
  const google = page.getByRole('listitem', { name: 'Google Authenticator' })
  await google.getByRole('button', { name: 'Подключить' }).click()
  const dialog = page.getByRole('dialog', { name: 'Подключение Google Authenticator' })
  const qr = dialog.getByRole('img', { name: /QR-код/ })
  await expect(qr).toBeVisible()
  expect(await qr.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await dialog.getByLabel('Код из приложения').fill(CODE)
  await dialog.getByRole('button', { name: 'Подтвердить' }).click()
  await expect(dialog).toBeHidden()
  await expect(google).toContainText('Подключено')

  await signOutFromProfile(page)
  await signInWith(page, 'demo', 'Demo1234')
  await page.getByLabel('Код подтверждения').fill(CODE)
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await homeShown(page)

  await page.goto('/profile')
  await google.getByRole('button', { name: 'Отключить' }).click()
  const off = page.getByRole('dialog', { name: 'Отключение Google Authenticator' })
  await off.getByLabel('Код из приложения').fill(CODE)
  await off.getByRole('button', { name: 'Отключить' }).click()
  await expect(off).toBeHidden()
  await expect(google).toContainText('Не подключено')
})

test.describe('axe in both themes', () => {
  test('/profile with each dialog open', async ({ page }) => {
    // A sign-in, then axe on the page and on each dialog: at load 20 on two cores it ran past 30 s.
    test.slow()
    await signIn(page)
    await page.goto('/profile')
    await expect(page.getByRole('heading', { name: 'Петров Иван Сергеевич' })).toBeVisible()
    await expect(page.getByRole('listitem', { name: 'Telegram' })).toContainText('Не подключено')
    await expectAxeCleanInEachTheme(page, '/profile')

    const check = async (opener: string, title: string) => {
      await page.getByRole('button', { name: opener }).click()
      const dialog = page.getByRole('dialog', { name: title })
      await expect(dialog).toBeVisible()
      await expectAxeCleanInEachTheme(page, `/profile dialog ${title}`)
      return dialog
    }
    await check('Редактировать профиль', 'Редактирование профиля')
    await page.keyboard.press('Escape')
    const email = await check('Сменить почту', 'Смена почты')
    await email.getByRole('button', { name: 'Продолжить' }).click() // shows the field error
    await expectAxeCleanInEachTheme(page, '/profile e-mail dialog with an error')
    await page.keyboard.press('Escape')
    const confirm = await check('Сменить пароль', 'Смена пароля')
    await confirm.getByRole('button', { name: 'Да' }).click()
    await expect(page.getByRole('textbox', { name: 'Символ 1 из 6' })).toBeVisible()
    await expectAxeCleanInEachTheme(page, '/profile password code')
    await page.getByRole('textbox', { name: 'Символ 1 из 6' }).click()
    await page.keyboard.type(CODE)
    await expect(page.getByLabel('Текущий пароль')).toBeVisible()
    await page.getByRole('button', { name: 'Сменить пароль' }).last().click() // every field error shown
    await expectAxeCleanInEachTheme(page, '/profile password form')
    await page.keyboard.press('Escape')
    await page
      .getByRole('listitem', { name: 'Google Authenticator' })
      .getByRole('button', { name: 'Подключить' })
      .click()
    await expect(page.getByRole('dialog', { name: 'Подключение Google Authenticator' })).toBeVisible()
    await expectAxeCleanInEachTheme(page, '/profile Google enable')
  })

  test('/profile/devices with the confirm dialog, desktop and phone', async ({ page }) => {
    await signIn(page)
    for (const size of [{ width: 1280, height: 800 }, MOBILE]) {
      await page.setViewportSize(size)
      await page.goto('/profile/devices')
      await expect(devicesList(page).getByRole('listitem')).toHaveCount(4)
      await expectAxeCleanInEachTheme(page, `/profile/devices ${size.width}px`)
    }
    await devicesList(page).getByRole('listitem').nth(1).getByRole('button', { name: 'Выйти' }).click()
    await expect(page.getByRole('dialog', { name: 'Точно выйти?' })).toBeVisible()
    await expectAxeCleanInEachTheme(page, '/profile/devices confirm')
  })
})
