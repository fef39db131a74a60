import { expect, openSignedIn, signIn, test } from './fixtures'
import { openPanel, panel, toggle } from './studio-panel'
import { expectAxeCleanInEachTheme } from './themes'

// PRODUCT.md §2: the support panel of the mock backend (mock builds only).

test('collapsed by default; the keyboard opens it, Escape closes it and focus returns', async ({ page }) => {
  await page.goto('/auth')
  await expect(toggle(page)).toHaveText('Мок: Демо')
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false')
  await expect(panel(page)).toHaveCount(0)

  await toggle(page).focus()
  await page.keyboard.press('Enter')
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true')
  await expect(panel(page)).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Мок-бэкенд' })).toBeFocused()
  await expect(panel(page)).toContainText('Активный сценарий: Демо')
  await expect(panel(page)).toContainText('Демо-данные')

  await page.keyboard.press('Tab')
  await page.keyboard.press('Escape')
  await expect(panel(page)).toHaveCount(0)
  await expect(toggle(page)).toBeFocused()
})

test.describe(() => {
  // The error screen logs what failed; here the scenario fails every call on purpose.
  test.use({ allowConsoleErrors: [[/HTTPError/], { scope: 'test' }] })
  test('switching the scenario shows the open page under it at once, and the tab remembers it', async ({ page }) => {
    await openSignedIn(page)
    await page.evaluate(() => Object.assign(window, { notReloaded: true }))
    await toggle(page).click()
    await panel(page).getByLabel('Сценарий').selectOption('server-errors')
    await expect(panel(page)).toContainText('Каждый запрос отвечает 500')
    await panel(page).getByRole('button', { name: 'Переключить', exact: true }).click()
    // The scenario's preset rule counts among those that change the answers.
    await expect(toggle(page)).toHaveText('Мок: Ошибки сервера · 1 правило')
    // What a customer opening home now would see, and no reload brought it.
    await expect(page.getByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeVisible()
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true)
    await expect(panel(page).getByText(/^Экран обновлён/)).toBeVisible()

    await page.goto('/auth')
    await expect(toggle(page)).toHaveText('Мок: Ошибки сервера · 1 правило')
  })
})

test.describe(() => {
  // The browser says in the console which code did not arrive: offline the section's, and the screens'
  // the portal fetches while idle; after a deploy the section's, answered 404.
  test.use({
    allowConsoleErrors: [
      [/Failed to load resource: (net::ERR_(FAILED|INTERNET_DISCONNECTED)|the server responded with a status of 404)/],
      { scope: 'test' },
    ],
  })
  test('a section whose code cannot arrive offline shows by itself once the signal is back', async ({
    page,
    context,
  }) => {
    await page.goto('/auth')
    await expect(toggle(page)).toHaveText('Мок: Демо')
    await context.setOffline(true)
    await toggle(page).click()
    await expect(panel(page).getByText('Загрузка раздела…')).toBeVisible()

    await context.setOffline(false)
    await expect(panel(page).getByLabel('Сценарий')).toBeVisible()
    await expect(panel(page).getByText('Загрузка раздела…')).toHaveCount(0)
  })

  test('a section whose code is gone from the host says so and shows after "Обновить страницу"', async ({
    page,
    context,
  }) => {
    // A deploy since the page loaded: the section's chunk answers 404 until the page loads again.
    let reloaded = false
    await context.route(/\/scenario-section-[\w-]+\.js$/, (route) =>
      reloaded ? route.fallback() : route.fulfill({ status: 404 }),
    )
    await page.goto('/auth')
    await expect(toggle(page)).toHaveText('Мок: Демо')
    await toggle(page).click()
    await expect(panel(page).getByRole('alert')).toHaveText('Раздел не загрузился.')

    reloaded = true
    await panel(page).getByRole('button', { name: 'Обновить страницу' }).click()
    await expect(panel(page).getByLabel('Сценарий')).toBeVisible()
    await expect(panel(page).getByText('Раздел не загрузился.')).toHaveCount(0)
  })
})

test('copies a link that reproduces the current page in the current scenario', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await signIn(page, { scenario: 'slow' })
  await page.goto('/profile')
  await toggle(page).click()
  await panel(page).getByRole('button', { name: 'Ссылка' }).click()
  await panel(page).getByRole('button', { name: 'Скопировать ссылку' }).click()
  await expect(panel(page).getByRole('status')).toHaveText('Ссылка скопирована')
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()))
  expect(copied.pathname).toBe('/profile')
  expect(copied.searchParams.get('scenario')).toBe('slow')
  expect(copied.hash).toMatch(/^#lk-mock=1\./)
})

test('resetting the data restores the seed, which also ends the mock session', async ({ page }) => {
  await signIn(page)
  // The mock's session survives a reload (it is stored), so only the reset can end it.
  await page.reload()
  await expect(page.getByRole('button', { name: 'Пополнить баланс' })).toBeVisible()
  await toggle(page).click()
  await panel(page).getByRole('button', { name: 'Сбросить данные' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/auth')
  await expect(toggle(page)).toHaveText('Мок: Демо')
})

test('on a 375 px phone the toggle stays clear of the bottom bar', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await openSignedIn(page)
  const bar = await page.getByRole('navigation', { name: 'Нижнее меню' }).boundingBox()
  const button = await toggle(page).boundingBox()
  expect(bar && button).toBeTruthy()
  if (!bar || !button) return
  expect(button.y + button.height).toBeLessThanOrEqual(bar.y)
  // Every bottom-bar item still takes the click itself.
  await page
    .getByRole('navigation', { name: 'Нижнее меню' })
    .getByRole('link', { name: 'Личные данные' })
    .click({ trial: true })
})

test('the open panel is axe-clean at 1280 and 375 px in both themes, in each section', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 })
    // Opened anew at each width, as support at that width opens it.
    await page.goto('/auth')
    await openPanel(page)
    for (const section of ['Сценарий', 'Правила', 'Журнал', 'Ссылка']) {
      await panel(page).getByRole('button', { name: section, exact: true }).click()
      await expect(panel(page).getByRole('button', { name: section, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      await expect(panel(page).getByText('Загрузка раздела…')).toHaveCount(0)
      await expectAxeCleanInEachTheme(page, `mock panel, ${section}, ${width}px`)
    }
  }
})

test('the section buttons stay where they are while a section loads', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/auth')
  await toggle(page).click()
  const sections = panel(page).getByRole('navigation', { name: 'Разделы панели' })
  await expect(sections).toBeVisible()
  const before = await sections.boundingBox()
  // Every section's code arrives after the click; the panel keeps its size meanwhile.
  for (const section of ['Правила', 'Данные', 'Импорт HAR', 'Журнал', 'Ссылка']) {
    await sections.getByRole('button', { name: section, exact: true }).click()
    await expect(sections.getByRole('button', { name: section, exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(panel(page).getByText('Загрузка раздела…')).toHaveCount(0)
    expect(await sections.boundingBox(), section).toEqual(before)
  }
})
