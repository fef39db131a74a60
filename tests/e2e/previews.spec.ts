import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { scopedKey } from '../../src/lib/scoped-key'
import { recordedAnswer, reproLink, reproState } from '../studio-link'
import { balanceCard, expect, holdScripts, homeShown, nb, test } from './fixtures'
import { PREVIEWS, previews, requestsOutside, servePreviewsWithNginx } from './previews'
import { downloadReport } from './report-download'
import { recordStoredNames } from './stored-names'
import { copyLink, openSection, panel, toggle } from './studio-panel'

// docs/previews.md: two previews on one origin, each under its base, as support staff use them.
servePreviewsWithNginx()

const [PR7, PR8] = PREVIEWS
const at = (base: string, path = '') => `${previews.origin}${base}${path}`

async function signIn(page: Page, base: string) {
  await page.waitForURL((url) => url.pathname === `${base}auth`)
  await page.getByLabel('Логин или email').fill('demo')
  await page.getByLabel('Пароль', { exact: true }).fill('Demo1234')
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(page.getByText('Успешный вход')).toBeVisible()
}

/** "Пополнить баланс" by 1000 ₽, then the simulated provider's "Оплатить"; back on home under `base`. */
async function topUp(page: Page, base: string) {
  await page.getByRole('button', { name: 'Пополнить баланс' }).click()
  const dialog = page.getByRole('dialog', { name: 'Пополнение баланса' })
  await dialog.getByRole('button', { name: /^1\s000/ }).click()
  await dialog.getByRole('button', { name: 'Перейти к оплате' }).click()
  await page.waitForURL((url) => url.pathname.startsWith(`${base}mock/provider/`))
  await page.getByRole('button', { name: 'Оплатить' }).click()
  // Back on the portal under the same base: a new page load, home with its data first.
  await homeShown(page, base)
  await expect(page.getByText('Оплата прошла, баланс пополнен')).toBeVisible()
  await expect(balanceCard(page)).toContainText(nb('2 250,50 ₽'))
}

test('a preview under its base: deep link, sign-in, top-up and back, a link opened in a fresh browser', async ({
  page,
  context,
  browser,
}) => {
  test.slow()
  const requests = requestsOutside(context, PR7)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: previews.origin })
  await page.goto(at(PR7, 'profile/devices'))
  await signIn(page, PR7)
  await page.waitForURL((url) => url.pathname === `${PR7}profile/devices`)
  await expect(page.getByRole('heading', { level: 1, name: 'Привязанные устройства' })).toBeVisible()

  await page.goto(at(PR7))
  await homeShown(page, PR7)
  await topUp(page, PR7)

  await openSection(page, 'Ссылка')
  const link = await copyLink(page)
  expect(link.startsWith(at(PR7))).toBe(true)

  const receiver = await browser.newContext({ locale: 'ru-RU' })
  const receiverRequests = requestsOutside(receiver, PR7)
  const opened = await receiver.newPage()
  await opened.goto(link)
  await homeShown(opened, PR7)
  await expect(balanceCard(opened)).toContainText(nb('2 250,50 ₽'))
  expect(new URL(opened.url()).pathname).toBe(PR7)
  await receiver.close()

  requests.expectNone()
  receiverRequests.expectNone()
})

test("two previews on one origin see nothing of each other's data, rules, journal or theme", async ({
  page,
  context,
}) => {
  test.slow()
  const requests7 = requestsOutside(context, PR7)
  // pr-7 gets a rule (from a reproduction link made for the root: it opens under the base), a
  // top-up, the light theme and a journal of its calls.
  const rule = recordedAnswer('services', { data: [] })
  const address = await reproLink({ page: '/', rules: [rule] })
  await page.goto(`${previews.origin}${PR7.slice(0, -1)}${address}`)
  await homeShown(page, PR7)
  await expect(toggle(page)).toHaveText('Мок: Демо · 1 правило')
  await topUp(page, PR7)
  await page.getByRole('switch', { name: 'Тёмная тема' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  requests7.expectNone()

  // The same tab opens pr-8: its own storage, so signed out, seed data, no rules, dark theme.
  const requests8 = requestsOutside(context, PR8)
  await page.goto(at(PR8))
  await signIn(page, PR8)
  await homeShown(page, PR8)
  await expect(balanceCard(page)).toContainText(nb('1 250,50 ₽'))
  await expect(toggle(page)).toHaveText('Мок: Демо')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  const report = JSON.parse(readFileSync(await downloadReport(page, 'Проверка'), 'utf8')) as {
    log: { entries: { request: { url: string } }[] }
  }
  const urls = report.log.entries.map((entry) => entry.request.url)
  expect(urls.length).toBeGreaterThan(0)
  expect(urls.filter((url) => !new URL(url).pathname.startsWith(PR8))).toEqual([])
  requests8.expectNone()

  // And pr-7 still has everything it had.
  await page.goto(at(PR7))
  await homeShown(page, PR7)
  await expect(balanceCard(page)).toContainText(nb('2 250,50 ₽'))
  await expect(toggle(page)).toHaveText('Мок: Демо · 1 правило')
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
})

/**
 * The app and the studio as support uses them in one preview: a sign-in with a second factor, the
 * theme, the devices screen (its record of sessions seen), a reproduction file (its data, rule and
 * scenario, and a notice kept over the page load it makes, which keeps the report's journal too).
 */
async function workThroughPreview(page: Page, base: string) {
  await page.goto(at(base, 'auth?scenario=2fa'))
  await page.getByLabel('Логин или email').fill('demo')
  await page.getByLabel('Пароль', { exact: true }).fill('Demo1234')
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await page.getByLabel('Код подтверждения').fill('123456')
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await homeShown(page, base)
  await page.getByRole('switch', { name: 'Тёмная тема' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')

  await page.getByRole('link', { name: 'Личные данные' }).click()
  await page.getByRole('link', { name: 'Все устройства' }).click()
  await expect(page.getByRole('list', { name: 'Устройства' }).getByRole('listitem')).toHaveCount(4)

  await openSection(page, 'Ссылка')
  const file = {
    format: 'lk-mock-repro',
    ...reproState({ page: '//evil.example/x', rules: [recordedAnswer('services', { data: [] })] }),
  }
  await panel(page)
    .getByLabel('Открыть файл…')
    .setInputFiles({ name: 'repro.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) })
  await homeShown(page, base)
  await expect(
    page.getByText('Страница «//evil.example/x» — не страница портала, поэтому открыта главная.'),
  ).toBeVisible()
  await expect(toggle(page)).toHaveText('Мок: Демо · 1 правило')
}

// TanStack Router keeps its scroll positions under this one name, which it offers no way to change;
// its entries are keyed by history entry, each a random key of its own, so previews never meet in it.
const ROUTER_SCROLL_RECORD = 'sessionStorage tsr-scroll-restoration-v1_3'

test('every value a preview stores is its own: no name is shared with the other preview', async ({ browser }) => {
  // Two sessions of support, one after the other: twice the budget of one slow test.
  test.setTimeout(2 * 3 * test.info().timeout)
  // Each preview in a browser of its own: whatever a context holds, its preview stored.
  const stored = new Map<string, string[]>()
  for (const base of PREVIEWS) {
    const context = await browser.newContext({ locale: 'ru-RU' })
    const recorder = await recordStoredNames(context)
    const page = await context.newPage()
    await workThroughPreview(page, base)
    stored.set(base, await recorder.list(page))
    await context.close()
  }
  const [pr7 = [], pr8 = []] = PREVIEWS.map((base) => stored.get(base))
  expect(pr7.filter((name) => pr8.includes(name) && name !== ROUTER_SCROLL_RECORD)).toEqual([])

  // What they stored is what support did: each preview's names, by the one rule (src/lib/scoped-key.ts).
  const local = ['access_token', 'requiresTwoFactor', 'theme', 'seen_sessions']
  const session = ['lk-mock-scenario', 'lk-mock-notice-after-reload', 'lk-report-journal']
  for (const [base, names] of stored) {
    expect(names).toEqual(
      expect.arrayContaining([
        ...local.map((name) => `localStorage ${scopedKey(name, base)}`),
        ...session.map((name) => `sessionStorage ${scopedKey(name, base)}`),
        `indexedDB ${scopedKey('lk-mock', base)}`,
        `serviceWorker ${base}`,
      ]),
    )
  }
})

test('a link naming a page outside the preview opens the preview itself', async ({ page, context }) => {
  const requests = requestsOutside(context, PR7)
  // Dot segments resolve inside the app, so the first one is the preview's own profile page.
  for (const [hostile, opened] of [
    ['/%2e%2e/%2e%2e/profile', `${PR7}profile`],
    ['//evil.example/', PR7],
    ['/../../', PR7],
  ] as const) {
    const address = await reproLink({ page: hostile })
    // The mock may load a page again until its worker controls it, so the wait is for the address.
    await page.goto(at(PR7, address.slice(address.indexOf('#'))), { waitUntil: 'commit' })
    // The link is applied before the app starts: its page replaces the address, here the base.
    await page.waitForURL((url) => url.searchParams.get('scenario') === 'default')
    expect(new URL(page.url()).origin, hostile).toBe(previews.origin)
    expect(new URL(page.url()).pathname, hostile).toBe(opened)
    // The app is up, so the mock is done loading the page: the next link's navigation is not cut
    // short by a reload of this one.
    await expect(page.getByRole('main')).toBeVisible()
  }
  await homeShown(page, PR7)
  requests.expectNone()
})

test('nothing is served at the root of the origin', async ({ request }) => {
  for (const path of ['/', '/index.html', '/mock-worker.js', '/mockServiceWorker.js', '/profile']) {
    expect((await request.get(`${previews.origin}${path}`)).status(), path).toBeGreaterThanOrEqual(400)
  }
})

test('the sign-in page under a base comes painted from the HTML, its links under the base, and signs in', async ({
  page,
}) => {
  // Held until the painted form has been looked at: it is the page's own HTML, not the app's render.
  const release = await holdScripts(page)
  await page.goto(at(PR7, 'auth'), { waitUntil: 'commit' })
  await expect(page.getByLabel('Логин или email')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute('href', `${PR7}reset-password`)
  release()
  await signIn(page, PR7)
  await homeShown(page, PR7)
})

test('home under a base comes painted from the HTML to a visitor with a session, its links under the base', async ({
  page,
}) => {
  await page.goto(at(PR7, 'auth'))
  await signIn(page, PR7)
  await homeShown(page, PR7)
  const release = await holdScripts(page)
  await page.goto(at(PR7), { waitUntil: 'commit' })
  await expect(page.getByRole('heading', { level: 2, name: 'Бесплатный хостинг на 24 часа' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
  const menu = page.getByRole('navigation', { name: 'Основное меню' })
  await expect(menu.getByRole('link', { name: 'Личные данные' })).toHaveAttribute('href', `${PR7}profile`)
  release()
  await homeShown(page, PR7)
})
