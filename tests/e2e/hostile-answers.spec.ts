import type { Page } from '@playwright/test'
import { NAME_LIMIT } from '../../src/features/profile/card-limits'
import { expect, signIn, test } from './fixtures'
import { settledScrollY } from './scroll'

// Hostile data served by the mock: its stored state (IndexedDB 'lk-mock') is changed in the page, and
// the next answers carry it. (page.route cannot see calls the mock's service worker answers.)

type Change = {
  firstName?: string
  balance?: number
  /** Services for the demo user, replacing the seeded ones. */
  services?: unknown[]
  /** This many extra sessions for the demo user, plus entries the app cannot read. */
  sessions?: number
  brokenSessions?: unknown[]
}

/** The parts of the mock's stored state these tests change. */
type MockState = {
  users: { id: number; userName: string; firstName: string; balance: number }[]
  services: { userId: number }[]
  sessions: object[]
}

/**
 * Applies `change` to the default data set and reloads, so the app asks the mock again. Call it on
 * the home screen: a devices call in flight would save the mock's old state over it.
 */
async function serveHostile(page: Page, change: Change) {
  await page.evaluate(async (change) => {
    const opening = indexedDB.open('lk-mock', 1)
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      opening.onsuccess = () => resolve(opening.result)
      opening.onerror = () => reject(opening.error)
    })
    const read = database.transaction('state', 'readonly').objectStore('state').get('db:default')
    const state = await new Promise<MockState>((resolve) => (read.onsuccess = () => resolve(read.result)))
    const demo = state.users.find((user) => user.userName === 'demo')
    if (!demo) throw new Error('no demo user')
    if (change.firstName !== undefined) demo.firstName = change.firstName
    if (change.balance !== undefined) demo.balance = change.balance
    if (change.services) {
      state.services = [
        ...state.services.filter((service) => service.userId !== demo.id),
        ...change.services.map((service) => ({ ...(service as object), userId: demo.id })),
      ]
    }
    const lastActivity = new Date(Date.UTC(2026, 0, 1)).toISOString()
    for (let index = 0; index < (change.sessions ?? 0); index += 1) {
      const userAgent = `Mozilla/5.0 (X11; Linux x86_64; rv:${index}) Gecko/20100101 Firefox/132.0`
      state.sessions.push({
        id: `bulk-${index}`,
        token: `bulk-${index}`,
        userId: demo.id,
        userAgent,
        ipAddress: '10.0.0.1',
        lastActivity,
      })
    }
    for (const broken of change.brokenSessions ?? []) state.sessions.push({ ...(broken as object), userId: demo.id })
    const write = database.transaction('state', 'readwrite')
    write.objectStore('state').put(state, 'db:default')
    await new Promise((resolve) => (write.oncomplete = resolve))
  }, change)
  await page.reload()
}

test('home: services it cannot read are counted, a long name is clipped, a huge balance reads "больше года"', async ({
  page,
}) => {
  await signIn(page)
  await serveHostile(page, {
    balance: 999_999_999_999.99,
    services: [
      { amount: 500, message: `Сервер ${'я'.repeat(1_000_000)}`, serverCount: 1 },
      { amount: 1e308, message: 'Огромная', serverCount: 1 },
      { amount: 100, message: 'Минус', serverCount: -3 },
    ],
  })
  const services = page.getByRole('region', { name: 'Мои услуги' })
  await expect(services.getByRole('heading', { level: 3 })).toHaveText(/^Сервер я+…$/)
  await expect(services.getByRole('note')).toHaveText('2 записи не удалось показать')
  await expect(page.getByText('С учётом кэшбэка хватит больше чем на год')).toBeVisible()
  await expect(page.getByText('999 999 999 999,99 ₽')).toBeVisible()
})

test('/profile: a 1 MB first name is clipped and the page answers clicks', async ({ page }) => {
  await signIn(page)
  await serveHostile(page, { firstName: 'Я'.repeat(1_000_000) })
  await page.goto('/profile')
  const name = page.getByRole('heading', { level: 2, name: /^Петров Я+…$/ })
  await expect(name).toBeVisible()
  await expect(name).toHaveText(`Петров ${'Я'.repeat(NAME_LIMIT - 'Петров '.length)}…`)
  await page.getByRole('button', { name: 'Сменить почту' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('/profile/devices: 10 000 sessions stay a small DOM, broken ones are counted, the scroll is kept', async ({
  page,
}) => {
  await signIn(page)
  await serveHostile(page, { sessions: 10_000, brokenSessions: [{ id: 'no-agent', userAgent: 7 }, { id: { x: 1 } }] })
  await page.goto('/profile')
  await expect(page.getByText('Активно: 10 004 сеанса')).toBeVisible()
  await page.getByRole('link', { name: 'Все устройства' }).click()
  const list = page.getByRole('list', { name: 'Устройства' })
  await expect(list.getByRole('listitem').first()).toContainText('Это устройство')
  await expect(page.getByRole('note')).toHaveText('2 записи не удалось показать')
  // The first rows show at once; the windowed list takes over once its code is in ("1 of 10 004").
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '10004')
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(2000)

  await page.keyboard.press('End')
  await expect(list.getByRole('listitem').last()).toHaveAttribute('aria-posinset', '10004')
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(2000)
  await page.mouse.wheel(0, -3000)
  const scrolled = await settledScrollY(page)
  expect(scrolled).toBeGreaterThan(100_000)
  await page.goBack()
  await expect(page.getByRole('heading', { level: 1, name: 'Личные данные' })).toBeVisible()
  await page.goForward()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200)
  // The rows at that place are rendered, not the top of the list.
  expect(Number(await list.getByRole('listitem').first().getAttribute('aria-posinset'))).toBeGreaterThan(9000)
})
