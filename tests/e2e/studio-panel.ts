import type { BrowserContext, Page } from '@playwright/test'
import { expect, homeShown, test } from './fixtures'

// The support panel as the studio specs drive it: its sections, the reproduction link, and the
// receiver who opens that link in a browser of their own.
export const toggle = (page: Page) => page.getByRole('button', { name: /^Мок:/ })
export const panel = (page: Page) => page.getByRole('region', { name: 'Мок-бэкенд' })

/**
 * Runs `check` at each width support works at (a phone's and a desktop's), on home opened anew at
 * that width, as support at that width opens it.
 */
export async function onHomeAtEachWidth(page: Page, check: (width: number) => Promise<void>, height = 800) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height })
    await page.goto('/')
    await homeShown(page)
    await check(width)
  }
}

/**
 * Opens the panel unless it is open. The panel comes back open after a reload when it was open
 * before, so the toggle is read once it is there: its first render already says which it is.
 */
export async function openPanel(page: Page) {
  if ((await toggle(page).getAttribute('aria-expanded')) !== 'true') await toggle(page).click()
  await expect(panel(page)).toBeVisible()
}

/** Closes the panel unless it is closed. */
export async function closePanel(page: Page) {
  if ((await toggle(page).getAttribute('aria-expanded')) === 'true') await toggle(page).click()
  await expect(panel(page)).toHaveCount(0)
}

/** Opens the panel when closed and shows a section once its code has loaded; returns its button. */
export async function openSection(page: Page, title: string) {
  await openPanel(page)
  const button = panel(page).getByRole('navigation', { name: 'Разделы панели' }).getByRole('button', { name: title })
  await button.click()
  await expect(button).toHaveAttribute('aria-pressed', 'true')
  await expect(panel(page).getByText('Загрузка раздела…')).toHaveCount(0)
  return button
}

/** The link the open "Ссылка" section copies (the context needs the clipboard permissions). */
export async function copyLink(page: Page) {
  await panel(page).getByRole('button', { name: 'Скопировать ссылку' }).click()
  await expect(panel(page).getByRole('status')).toHaveText('Ссылка скопирована')
  return page.evaluate(() => navigator.clipboard.readText())
}

/**
 * Tests of a link that someone else opens: the sender's context may use the clipboard, and
 * `openAsReceiver(link)` opens it in a fresh browser context, closed after the test. Two contexts
 * and a round trip through the app: more than the default budget on a busy machine, hence slow.
 */
export const linkTest = test.extend<{ openAsReceiver: (link: string) => Promise<Page> }>({
  openAsReceiver: async ({ browser, context, baseURL }, provide, testInfo) => {
    testInfo.slow()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
    const receivers: BrowserContext[] = []
    await provide(async (link) => {
      const fresh = await browser.newContext({ baseURL, locale: 'ru-RU' })
      receivers.push(fresh)
      const page = await fresh.newPage()
      await page.goto(link)
      return page
    })
    for (const receiver of receivers) await receiver.close()
  },
})

/** Signs out, then in as an account with Google 2FA on (the mock's code is always 123456). */
export async function signInAgainWithCode(page: Page, login: string, password: string) {
  await page.getByRole('button', { name: 'Выйти', exact: true }).click()
  await page.waitForURL((url) => url.pathname === '/auth')
  await page.getByLabel('Логин или email').fill(login)
  await page.getByLabel('Пароль', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await page.getByLabel('Код подтверждения').fill('123456')
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
}

/** Signs out and in again with the README's demo / Demo1234; the customer had Google 2FA on, so the mock's code follows. */
export const signInAgainAsDemo = (page: Page) => signInAgainWithCode(page, 'demo', 'Demo1234')
