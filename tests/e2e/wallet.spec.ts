import type { Page } from '@playwright/test'
import { balanceCard, expect, homeShown, nb, openSignedIn, signIn, test } from './fixtures'
import { expectAxeCleanInEachTheme } from './themes'

const MOBILE = { width: 375, height: 740 }

/** The newest operation: the history's first row that is not a month's heading. */
const latestOperation = (page: Page) =>
  page
    .getByRole('list', { name: 'Операции' })
    .getByRole('listitem')
    .filter({ hasNot: page.getByRole('heading') })
    .first()

test.describe('topping up the balance', () => {
  test('1000 ₽ by card through the provider: the balance rises and the history shows it', async ({ page }) => {
    await openSignedIn(page)
    await expect(balanceCard(page)).toContainText(nb('1 250,50 ₽'))
    await page.getByRole('button', { name: 'Пополнить баланс' }).click()
    const dialog = page.getByRole('dialog', { name: 'Пополнение баланса' })
    await dialog.getByRole('button', { name: /^1\s000/ }).click()
    await expect(dialog.getByLabel('Сумма пополнения')).toHaveValue('1000')
    await dialog.getByRole('button', { name: 'Перейти к оплате' }).click()

    await page.waitForURL((url) => url.pathname.startsWith('/mock/provider/'))
    await expect(page.getByRole('heading', { name: nb('К оплате 1 000,00 ₽') })).toBeVisible()
    await page.getByRole('button', { name: 'Оплатить' }).click()

    await page.waitForURL((url) => url.pathname === '/')
    await expect(page.getByText('Оплата прошла, баланс пополнен')).toBeVisible()
    await expect(balanceCard(page)).toContainText(nb('2 250,50 ₽'))
    await expect(page).toHaveURL((url) => !url.searchParams.has('payment'))

    await page.goto('/wallet/history')
    const first = latestOperation(page)
    await expect(first).toContainText('Пополнение баланса')
    await expect(first).toContainText(nb('+1 000,00 ₽'))
    await expect(first).toContainText('Выполнен')
  })

  test('cancelling at the provider credits nothing and the history shows the failed attempt', async ({ page }) => {
    await openSignedIn(page)
    await page.getByRole('button', { name: 'Пополнить баланс' }).click()
    await page.getByRole('radio', { name: /СБП/ }).check()
    await page.getByRole('button', { name: 'Перейти к оплате' }).click()
    await page.waitForURL((url) => url.pathname.startsWith('/mock/provider/'))
    await page.getByRole('button', { name: 'Отменить' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await expect(page.getByText('Оплата не завершена, деньги не списаны')).toBeVisible()
    await expect(balanceCard(page)).toContainText(nb('1 250,50 ₽'))
    await page.goto('/wallet/history')
    const first = latestOperation(page)
    await expect(first).toContainText('Не выполнен')
    await expect(first).toContainText('СБП')
  })

  test('payment-declined shows the server message and stays on the portal', async ({ page }) => {
    await signIn(page, { scenario: 'payment-declined' })
    await page.getByRole('button', { name: 'Пополнить баланс' }).click()
    await page.getByRole('button', { name: 'Перейти к оплате' }).click()
    await expect(page.getByText('Платёж отклонён банком. Попробуйте другую карту или способ оплаты')).toBeVisible()
    await expect(page).toHaveURL((url) => url.pathname === '/')
    await expect(page.getByRole('button', { name: 'Перейти к оплате' })).toBeEnabled()
  })

  test('a nonsensical amount never leaves the form', async ({ page }) => {
    await openSignedIn(page)
    let requests = 0
    page.on('request', (request) => {
      if (request.url().includes('/paymentms/')) requests += 1
    })
    await page.getByRole('button', { name: 'Пополнить баланс' }).click()
    const amount = page.getByLabel('Сумма пополнения')
    for (const [typed, message] of [
      ['1e9', 'Максимальная сумма пополнения'],
      ['abc', 'Сумма должна быть числом'],
      ['-5', 'Сумма должна быть больше нуля'],
      ['10.5', 'Введите целое число рублей, без копеек'],
    ] as const) {
      await amount.fill(typed)
      await page.getByRole('button', { name: 'Перейти к оплате' }).click()
      await expect(page.getByText(message)).toBeVisible()
    }
    expect(requests).toBe(0)
  })
})

test('Tab never leaves an open dialog for the page behind it', async ({ page }) => {
  await openSignedIn(page)
  await page.getByRole('button', { name: 'Пополнить баланс' }).click()
  const dialog = page.getByRole('dialog', { name: 'Пополнение баланса' })
  await expect(dialog.getByLabel('Сумма пополнения')).toBeVisible()
  // The page behind is inert while the dialog is modal: past its last control focus may only
  // reach the browser itself (the body here), never a control of the page.
  const controls = await dialog.locator('button, input, a[href]').count()
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < controls + 2; press += 1) {
      await page.keyboard.press(key)
      const outside = await page.evaluate(() => {
        const active = document.activeElement
        return active !== null && active !== document.body && !active.closest('dialog')
      })
      expect(outside).toBe(false)
    }
  }
})

test('on a phone nothing on the home screen jumps while the wallet and services arrive', async ({ page }) => {
  await page.setViewportSize(MOBILE)
  await openSignedIn(page)
  // Layout shifts of a fresh load (the forecast under the balance needs the services, which may
  // come after the user); input-triggered shifts do not count, as in CLS.
  await page.addInitScript(() => {
    const store = window as unknown as { layoutShift: number }
    store.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        if (!entry.hadRecentInput) store.layoutShift += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.reload()
  await expect(balanceCard(page).getByText(/С учётом кэшбэка хватит примерно на \d+ дн/)).toBeVisible()
  await expect(page.getByText('Minecraft Survival')).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)).toBe(0)
})

test.describe('accessibility', () => {
  test('home with each dialog and the history are axe-clean at 1280 and 375 px in both themes', async ({ page }) => {
    // Home, each dialog and the history, axe-checked in both themes at two widths.
    test.slow()
    await openSignedIn(page)
    for (const viewport of [{ width: 1280, height: 900 }, MOBILE]) {
      await page.setViewportSize(viewport)
      // Home opened anew at each width, as a customer at that width opens it.
      await page.goto('/')
      await homeShown(page)
      await expect(page.getByText('Minecraft Survival')).toBeVisible()
      await expectAxeCleanInEachTheme(page, `/ ${viewport.width}`)

      for (const [button, title] of [
        ['Что такое кэшбэк', 'Кэшбэк'],
        ['Об овердрафте', 'Овердрафт не подключен'],
        ['Пополнить баланс', 'Пополнение баланса'],
      ] as const) {
        await page.getByRole('button', { name: button, exact: true }).click()
        const dialog = page.getByRole('dialog', { name: title })
        await expect(dialog).toBeVisible()
        if (title === 'Пополнение баланса') await expect(dialog.getByLabel('Сумма пополнения')).toBeVisible()
        await expectAxeCleanInEachTheme(page, `${title} ${viewport.width}`)
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
      }

      await page.goto('/wallet/history')
      await expect(page.getByRole('list', { name: 'Операции' })).toBeVisible()
      await expectAxeCleanInEachTheme(page, `/wallet/history ${viewport.width}`)
    }
  })
})
