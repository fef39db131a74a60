import type { Page } from '@playwright/test'
import type { MockService } from '../../mocks/db'
import { NAME_LIMIT } from '../../src/features/profile/card-limits'
import { recordedAnswer } from '../studio-link'
import { expect, openReproduction, test } from './fixtures'
import { settledScrollY } from './scroll'
import { closePanel } from './studio-panel'

// Hostile data served by the mock, handed to it as support would: a reproduction link with the data
// set changed, and answers the data set cannot hold (broken entries) replayed as recorded.
// (page.route cannot see calls the mock's service worker answers.)

type Change = {
  firstName?: string
  balance?: number
  /** The services answer, in place of the demo user's: entries the data set cannot hold among them. */
  services?: Omit<MockService, 'userId'>[]
  /** This many extra sessions for the demo user, plus entries the app cannot read. */
  sessions?: number
  brokenSessions?: unknown[]
}

/** The devices answer: the demo user's sessions (the link's one current), `count` more, then the broken ones. */
function devicesAnswer(count: number, broken: unknown[]) {
  const lastActivity = new Date(Date.UTC(2026, 0, 1)).toISOString()
  const bulk = Array.from({ length: count }, (_, index) => ({
    id: `bulk-${index}`,
    userAgent: `Mozilla/5.0 (X11; Linux x86_64; rv:${index}) Gecko/20100101 Firefox/132.0`,
    ipAddress: '10.0.0.1',
    lastActivity,
    isCurrent: false,
  }))
  const own = ['s-win', 's-iphone', 's-mac', 's-signed-in'].map((id, index) => ({
    id,
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0',
    ipAddress: '10.0.0.2',
    lastActivity,
    isCurrent: index === 0,
  }))
  return [...own, ...bulk, ...broken]
}

/**
 * Opens `path` signed in as the demo user, with `change` applied to the mock's data and answers: a
 * reproduction link, as support would hand it over, which signs in by itself.
 */
async function serveHostile(page: Page, path: string, change: Change) {
  await openReproduction(page, {
    page: path,
    change: (_data, demo) => {
      if (change.firstName !== undefined) demo.firstName = change.firstName
      if (change.balance !== undefined) demo.balance = change.balance
    },
    rules: [
      ...(change.services ? [recordedAnswer('services', change.services)] : []),
      ...(change.sessions === undefined
        ? []
        : [recordedAnswer('devices', devicesAnswer(change.sessions, change.brokenSessions ?? []))]),
    ],
  })
}

test('home: services it cannot read are counted, a long name is clipped, a huge balance reads "больше года"', async ({
  page,
}) => {
  await serveHostile(page, '/', {
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
  await serveHostile(page, '/profile', { firstName: 'Я'.repeat(1_000_000) })
  const name = page.getByRole('heading', { level: 2, name: /^Петров Я+…$/ })
  await expect(name).toBeVisible()
  await expect(name).toHaveText(`Петров ${'Я'.repeat(NAME_LIMIT - 'Петров '.length)}…`)
  await page.getByRole('button', { name: 'Сменить почту' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})

test('/profile/devices: 10 000 sessions stay a small DOM, broken ones are counted, the scroll is kept', async ({
  page,
}) => {
  await serveHostile(page, '/profile', {
    sessions: 10_000,
    brokenSessions: [{ id: 'no-agent', userAgent: 7 }, { id: { x: 1 } }],
  })
  // The link opens the studio beside the page; the keys and widths below are the page's own.
  await closePanel(page)
  await expect(page.getByText('Активно: 10 004 сеанса')).toBeVisible()
  await page.getByRole('link', { name: 'Все устройства' }).click()
  const list = page.getByRole('list', { name: 'Устройства' })
  await expect(list.getByRole('listitem').first()).toContainText('Это устройство')
  await expect(page.getByRole('note')).toHaveText('2 записи не удалось показать')
  // The first rows show at once; the windowed list takes over once its code is in ("1 of 10 004").
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '10004')
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(2000)
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight)
  const height = await pageHeight()

  await page.keyboard.press('End')
  const last = list.getByRole('listitem').last()
  await expect(last).toHaveAttribute('aria-posinset', '10004')
  await expect(last).toBeInViewport()
  // Every row is the height it was estimated at, wherever the window starts: the jump added nothing.
  expect(await pageHeight()).toBe(height)
  expect(await page.evaluate(() => document.querySelectorAll('*').length)).toBeLessThan(2000)
  // A narrower window wraps the rows taller: the reader at the end stays there.
  await page.setViewportSize({ width: 1100, height: 720 })
  await expect(last).toHaveAttribute('aria-posinset', '10004')
  await expect(last).toBeInViewport({ ratio: 1 })
  await expect(page.getByRole('note')).toBeInViewport({ ratio: 1 })
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

test('/profile/devices: at 860 px, where the rows stack, End reaches the last of 10 000 sessions of two titles', async ({
  page,
}) => {
  await page.setViewportSize({ width: 860, height: 720 })
  await serveHostile(page, '/profile/devices', { sessions: 10_000 })
  await closePanel(page)
  const list = page.getByRole('list', { name: 'Устройства' })
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '10004')
  const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight)
  const height = await pageHeight()
  await page.keyboard.press('End')
  const last = list.getByRole('listitem').last()
  await expect(last).toHaveAttribute('aria-posinset', '10004')
  await expect(last).toBeInViewport({ ratio: 1 })
  // The demo's Windows rows and the Linux rows after them are one shape, and one height.
  expect(await pageHeight()).toBe(height)
})

test('/profile/devices: a reader at the end of 10 000 sessions stays there when the window narrows to a phone', async ({
  page,
}) => {
  await serveHostile(page, '/profile/devices', { sessions: 10_000 })
  await closePanel(page)
  const list = page.getByRole('list', { name: 'Устройства' })
  await expect(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '10004')
  await page.keyboard.press('End')
  const last = list.getByRole('listitem').last()
  await expect(last).toHaveAttribute('aria-posinset', '10004')
  await expect(last).toBeInViewport()
  // Across the phone layout's edge each row stacks "Выйти" under its text and grows a third taller.
  await page.setViewportSize({ width: 700, height: 720 })
  await expect(last).toHaveAttribute('aria-posinset', '10004')
  await expect(last).toBeInViewport({ ratio: 1 })
})
