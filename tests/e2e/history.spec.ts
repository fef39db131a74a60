import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import type { MockPayment } from '../../mocks/db'
import { recordedAnswer } from '../studio-link'
import { expect, nb, openReproduction, test, withSeededSession } from './fixtures'
import { settledScrollY } from './scroll'
import { openPanel, panel } from './studio-panel'

const list = (page: Page) => page.getByRole('list', { name: 'Операции' })
const operations = (page: Page) =>
  list(page)
    .getByRole('listitem')
    .filter({ hasNot: page.getByRole('heading') })
const monthRow = (page: Page, title: string) =>
  list(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: title }) })

type StoredPayment = Record<string, unknown>

const HISTORY = '/wallet/history'

/**
 * Opens `path` signed in as the demo user, with the demo account's payments replaced by `payments`:
 * as the mock's data, or, for entries the data set cannot hold (wrong types), as its recorded answer.
 * A reproduction link, as support would hand it over: it signs in by itself.
 */
async function serveHistory(
  page: Page,
  payments: StoredPayment[],
  { as = 'data', path = HISTORY }: { as?: 'data' | 'recorded answer'; path?: string } = {},
) {
  await openReproduction(page, {
    page: path,
    change: (data, demo) => {
      if (as === 'data') data.payments = payments.map((entry) => ({ ...(entry as MockPayment), userId: demo.id }))
    },
    rules: as === 'data' ? [] : [recordedAnswer('payments', { data: payments })],
  })
}

/** A stored payment (description and method are optional); `fields` may hold what the app must refuse. */
const at = (createdAt: string, fields: StoredPayment): StoredPayment => {
  const id = `${createdAt}-${String(fields.type)}`
  return { id, createdAt, amount: 100, type: 'topup', status: 'success', ...fields }
}

/**
 * Scrolls the page to the middle of its list and returns the amount of the operation in the middle
 * of the screen, which marks the place once the window's rows have been rendered and measured there
 * (until then the middle can be the list's padding).
 */
async function scrollToTheMiddle(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2))
  await settledScrollY(page)
  let place = ''
  await expect
    .poll(async () => {
      place = await page.evaluate(() => {
        const row = document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('li')
        return row?.textContent?.match(/[−+][\d\s]+,\d\d/)?.[0] ?? ''
      })
      return place
    })
    .not.toBe('')
  await expect(operations(page).filter({ hasText: place })).toBeInViewport()
  return place
}

/** Signed in, the history with 10 000 payments six hours apart, the newest first, made by `fields`. */
async function openTenThousand(page: Page, fields: (index: number) => StoredPayment) {
  const start = Date.parse('2026-11-20T12:00:00Z')
  const payments = Array.from({ length: 10_000 }, (_, index) =>
    at(new Date(start - index * 6 * 3_600_000).toISOString(), fields(index)),
  )
  await serveHistory(page, payments)
  await expect(page.getByText('10000 операций')).toBeVisible()
}

const YEAR_2025 = [
  at('2025-11-20T10:00:00+03:00', { type: 'topup', amount: 500, status: 'failed', method: 'card' }),
  at('2025-11-15T10:00:00+03:00', { type: 'cashback_spend', amount: 2.25, description: 'Оплата баллами' }),
  at('2025-11-14T10:00:00+03:00', { type: 'topup', amount: 1500, method: 'sbp' }),
  at('2025-10-15T11:00:00+03:00', { type: 'cashback_accrual', amount: 89.5 }),
  at('2025-10-15T10:00:00+03:00', { type: 'purchase', amount: 1790, description: '=HYPERLINK("x"); "Про"' }),
]

/**
 * Scrolls the page from top to bottom in small steps and returns, for each step where two month
 * headings' boxes (the title and its totals) overlap on screen, which ones.
 */
function overlappingMonthHeadings(page: Page) {
  return page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
    const found: string[] = []
    const end = document.documentElement.scrollHeight - innerHeight
    for (let y = 0; y <= end + 53; y += 53) {
      window.scrollTo(0, y)
      await frame()
      const shown = [...document.querySelectorAll('[aria-label="Операции"] h2')]
        .map((title) => ({ title: title.textContent, box: title.parentElement?.getBoundingClientRect() }))
        .filter((heading): heading is { title: string; box: DOMRect } =>
          Boolean(heading.box && heading.box.bottom > 0 && heading.box.top < innerHeight),
        )
      shown.forEach((a, index) =>
        shown.slice(index + 1).forEach((b) => {
          if (a.box.bottom - b.box.top > 0.5 && b.box.bottom - a.box.top > 0.5)
            found.push(`${y}: ${a.title} / ${b.title}`)
        }),
      )
    }
    return found
  })
}

test.describe('the payment history', () => {
  test('months with totals; filters from the address and the controls survive reload and Back', async ({ page }) => {
    await serveHistory(page, YEAR_2025)
    await expect(operations(page)).toHaveCount(5)
    const november = monthRow(page, 'Ноябрь 2025')
    await expect(november).toContainText(nb('Зачислено+1 500,00 ₽'))
    await expect(november).toContainText(nb('Баллы списаны−2,25 балл.'))
    await expect(monthRow(page, 'Октябрь 2025')).toContainText(nb('Списано−1 790,00 ₽'))

    await page.goto('/wallet/history?type=topup')
    await expect(page.getByLabel('Тип операции')).toHaveValue('topup')
    await expect(operations(page)).toHaveCount(2)
    await page.getByLabel('Статус').selectOption({ label: 'Не выполнен' })
    await expect(page).toHaveURL(/\?type=topup&status=failed$/)
    await expect(operations(page)).toHaveCount(1)
    await page.reload()
    await expect(operations(page)).toHaveCount(1)
    await expect(operations(page)).toContainText('Не выполнен')
    await page.goBack()
    await expect(page.getByLabel('Статус')).toHaveValue('all')
    await expect(operations(page)).toHaveCount(2)

    await page.getByLabel('Период').selectOption({ label: 'Свои даты' })
    await page.getByLabel('С', { exact: true }).fill('2025-10-01')
    await page.getByLabel('По', { exact: true }).fill('2025-10-31')
    await expect(
      page.getByText(
        'Нет операций: их скрывают фильтры «Тип операции: Пополнение баланса» и «Период: с 01.10.2025 по 31.10.2025».',
      ),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Сбросить фильтры' }).click()
    await expect(operations(page)).toHaveCount(5)
    await expect(page).toHaveURL(/\/wallet\/history$/)
  })

  test('hostile filter params open the whole history, never an error page', async ({ page }) => {
    await withSeededSession(page)
    await page.goto('/wallet/history?type=%7B%22a%22%3A1%7D&status=%5B%5D&period=custom&from=2026-02-30&to=%3Cb%3E')
    await expect(list(page)).toBeVisible()
    await expect(page.getByLabel('Тип операции')).toHaveValue('all')
    await expect(page.getByLabel('С', { exact: true })).toHaveValue('')
  })

  test('the CSV download is the filtered list for Excel in a Russian locale', async ({ page }) => {
    await serveHistory(page, YEAR_2025, { path: `${HISTORY}?period=custom&from=2025-10-01&to=2025-10-31` })
    await expect(operations(page)).toHaveCount(2)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Скачать CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('history_2025-10-01_2025-10-31.csv')
    const text = await readFile(await download.path(), 'utf8')
    expect(text.split('\r\n')).toEqual([
      '\uFEFFДата;Операция;Статус;Описание;Способ оплаты;Зачислено;Списано;Единица',
      '15.10.2025;Начисление кэшбэка;Выполнен;;;89,50;;баллы',
      `15.10.2025;Оплата услуги;Выполнен;"'=HYPERLINK(""x""); ""Про""";;;1790,00;руб.`,
      '',
    ])
  })

  test('a partly broken answer shows the valid payments and counts the rest', async ({ page }) => {
    await serveHistory(
      page,
      [
        ...YEAR_2025.slice(0, 2),
        at('2025-09-01T10:00:00Z', { amount: 'NaN' }),
        at('2025-09-02T10:00:00Z', { type: 'refund' }),
        at('2025-09-04T10:00:00Z', { createdAt: 'вчера' }),
        // 5 MB: an answer this large is read in the history's worker (a failing one logs an error).
        at('2025-09-05T10:00:00Z', { description: 'Д'.repeat(2_500_000), type: 'purchase' }),
      ],
      { as: 'recorded answer' },
    )
    await expect(page.getByText('3 записи не удалось показать')).toBeVisible()
    await expect(operations(page).first()).toContainText('Пополнение баланса')
    const long = operations(page).filter({ hasText: 'Оплата услуги' })
    await expect(long).toBeVisible()
    expect((await long.innerText()).length).toBeLessThan(400)
    await expect(page.locator('body')).not.toContainText(/NaN|Infinity|undefined|e\+308/)
  })

  test('on a phone, End reaches the oldest of 10 000 payments, some of whose titles wrap', async ({ page }) => {
    test.setTimeout(90_000)
    // 320 px: a title wraps beside a six-figure amount in any font, and the 70 px estimate is wrong for it.
    await page.setViewportSize({ width: 320, height: 640 })
    await openTenThousand(page, (index) =>
      index % 3 === 0
        ? { id: index, amount: 100_000 + index, type: 'cashback_accrual' }
        : { id: index, amount: index + 1, type: 'purchase' },
    )
    const pageHeight = () => page.evaluate(() => document.documentElement.scrollHeight)
    const height = await pageHeight()

    await page.keyboard.press('End')
    await expect(operations(page).filter({ hasText: nb('+109 999,00 балл.') })).toBeInViewport()
    // Every row was estimated at its height: laying out the rows at the end added nothing.
    expect(await pageHeight()).toBe(height)
  })

  test('10 000 payments stay windowed, scroll to the end, and Back keeps the place', async ({ page }) => {
    test.setTimeout(90_000)
    await openTenThousand(page, (index) => ({ id: index, amount: index + 1, type: 'purchase' }))
    const nodes = () => page.evaluate(() => document.getElementsByTagName('*').length)
    expect(await nodes()).toBeLessThan(2000)

    const place = await scrollToTheMiddle(page)
    // The current month's heading sticks at the top while its rows scroll by.
    const stuck = list(page).locator('[data-stuck]')
    await expect(stuck).toBeInViewport()
    expect(await nodes()).toBeLessThan(2000)

    // The side menu stays in view; the back link at the top would scroll the page there first.
    await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Главная' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.goBack()
    await expect(operations(page).filter({ hasText: place })).toBeInViewport()

    await page.keyboard.press('End')
    await expect(operations(page).filter({ hasText: nb('−10 000,00 ₽') })).toBeInViewport()
    expect(await nodes()).toBeLessThan(2000)
  })
  test('Back at another width, as on a phone turned while away, comes back to the operation that was read', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    // At 320 px a third of the rows wrap their title beside a six-figure amount: the page's height,
    // and what its saved scroll shows, are not those at 1280 px.
    await openTenThousand(page, (index) =>
      index % 3 === 0
        ? { id: index, amount: 100_000 + index, type: 'cashback_accrual' }
        : { id: index, amount: index + 1, type: 'purchase' },
    )
    const place = await scrollToTheMiddle(page)
    await page.getByRole('navigation', { name: 'Основное меню' }).getByRole('link', { name: 'Главная' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goBack()
    await expect(operations(page).filter({ hasText: place })).toBeInViewport()
  })

  for (const { size, count } of [
    { size: 'the demo history', count: 0 },
    { size: 'a windowed history of 80 operations', count: 80 },
  ]) {
    test(`on a phone, the month headings of ${size} never overlap one another while the page scrolls`, async ({
      page,
    }) => {
      test.setTimeout(60_000)
      await page.setViewportSize({ width: 375, height: 740 })
      if (count === 0) {
        await withSeededSession(page)
        await page.goto(HISTORY)
      } else {
        const start = Date.parse('2026-11-20T12:00:00Z')
        const day = 24 * 3_600_000
        await serveHistory(
          page,
          Array.from({ length: count }, (_, index) =>
            at(new Date(start - index * 2.5 * day).toISOString(), { id: index }),
          ),
        )
        await expect(page.getByText(`${count} операций`)).toBeVisible()
      }
      await expect(list(page).getByRole('heading', { level: 2 }).first()).toBeVisible()
      expect(await overlappingMonthHeadings(page)).toEqual([])
    })
  }

  test("a month's totals stay whole inside the card at every width, beside the open studio too", async ({ page }) => {
    await withSeededSession(page)
    await page.goto(HISTORY)
    await expect(list(page).getByRole('heading', { level: 2 }).first()).toBeVisible()
    // The labels of the totals whose box runs out of the card, which clips it.
    const clippedTotals = () =>
      list(page).evaluate((card) => {
        const edge = card.getBoundingClientRect().right
        return [...card.querySelectorAll('dt')]
          .filter((label) => label.parentElement !== null && label.parentElement.getBoundingClientRect().right > edge)
          .map((label) => label.textContent)
      })
    for (const width of [375, 800, 900, 1000, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      expect.soft(await clippedTotals(), `${width} px`).toEqual([])
    }
    await openPanel(page)
    const dock = await panel(page).boundingBox()
    await expect
      .poll(async () => {
        const card = await list(page).boundingBox()
        return (card?.x ?? 0) + (card?.width ?? 0)
      })
      .toBeLessThanOrEqual(dock?.x ?? 0)
    expect(await clippedTotals(), '1280 px beside the studio').toEqual([])
  })
})
