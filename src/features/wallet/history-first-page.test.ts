import { afterEach, describe, expect, it, vi } from 'vitest'
import { historyPages, type PaymentHistory } from '@/api/history-pages'
import { datePayments } from './history-filters'
import { groupByMonth } from './history-groups'
import { paymentAt } from './history-test-data'

const KINDS = ['topup', 'purchase', 'cashback_accrual', 'cashback_spend'] as const

/**
 * Four years of payments, every 3 hours, in no order (as a server may keep them), with broken
 * entries among the newest: a null, an unknown type, a date that is no date.
 */
function longAnswer(): unknown[] {
  const newest = new Date(2026, 10, 20, 12).getTime()
  const entries: unknown[] = Array.from({ length: 12_000 }, (_, index) =>
    paymentAt(new Date(newest - index * 3 * 3_600_000), {
      id: String(index),
      type: KINDS[index % 4],
      amount: (index % 97) + 0.1,
      status: index % 11 === 0 ? 'failed' : 'success',
    }),
  )
  entries.splice(3, 0, null, { ...paymentAt(new Date(newest)), type: 'refund' }, { createdAt: 'вчера' })
  // A fixed shuffle: the reader must not rely on the server's order.
  return entries
    .map((entry, index) => ({ entry, key: (index * 7919) % entries.length }))
    .sort((a, b) => a.key - b.key)
    .map(({ entry }) => entry)
}

async function readAll(answer: unknown[]): Promise<PaymentHistory[]> {
  const pages: PaymentHistory[] = []
  for await (const page of historyPages(answer)) pages.push(page)
  return pages
}

const months = (history: PaymentHistory) =>
  groupByMonth(datePayments(history.items)).map((group) => ({
    title: group.title,
    totals: group.totals,
    count: group.entries.length,
  }))

describe('the history read in two steps', () => {
  it('first shows a small page of the newest months, each whole: its totals are those of the whole history', async () => {
    const [first, whole, ...more] = await readAll(longAnswer())
    expect(more).toEqual([])
    expect(first?.complete).toBe(false)
    expect(whole?.complete).toBe(true)
    expect(whole?.skipped).toBe(3)
    expect(whole?.items).toHaveLength(12_000)
    if (!first || !whole) return
    // A screen of rows and the rest of their months (240 entries a month here), not the history.
    expect(first.items.length).toBeGreaterThanOrEqual(30)
    expect(first.items.length).toBeLessThan(500)
    // The first page is the whole list's start, in the same order: nothing shown moves.
    expect(first.items).toEqual(whole.items.slice(0, first.items.length))
    const shown = months(first)
    expect(shown).toEqual(months(whole).slice(0, shown.length))
  })

  it('reads a short history in one step', async () => {
    const pages = await readAll([paymentAt(new Date(2026, 10, 1)), paymentAt(new Date(2026, 9, 1))])
    expect(pages.map((page) => [page.complete, page.items.length])).toEqual([[true, 2]])
  })

  describe('its rest', () => {
    /** A month of payments, 3 a day, and a few of the month before: the first page, then the rest. */
    const twoMonths = () => {
      const newest = new Date(2026, 10, 30, 12).getTime()
      return Array.from({ length: 90 }, (_, index) =>
        paymentAt(new Date(newest - index * 8 * 3_600_000), { id: String(index) }),
      )
    }
    const frames: FrameRequestCallback[] = []
    const paintFrames = (count: number) => frames.splice(0, count).forEach((frame) => frame(0))

    afterEach(() => {
      vi.useRealTimers()
      vi.unstubAllGlobals()
      frames.length = 0
    })

    /** The first page read; the rest's read started, with `done()` saying whether it has ended. */
    async function afterFirstPage() {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
      vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => frames.push(frame))
      const pages = historyPages(twoMonths())
      const first = await pages.next()
      expect(first.value).toMatchObject({ complete: false })
      let whole: PaymentHistory | undefined
      void pages.next().then((page) => (whole = page.value || undefined))
      return { done: () => whole?.complete === true }
    }

    it('is read only once the first rows are painted: two frames after the first page', async () => {
      const rest = await afterFirstPage()
      await vi.advanceTimersByTimeAsync(50)
      paintFrames(1)
      await vi.advanceTimersByTimeAsync(0)
      expect(rest.done()).toBe(false)
      paintFrames(1)
      await vi.advanceTimersByTimeAsync(0)
      expect(rest.done()).toBe(true)
    })

    it('is read all the same where no frame comes (a hidden tab)', async () => {
      const rest = await afterFirstPage()
      await vi.advanceTimersByTimeAsync(90)
      expect(rest.done()).toBe(false)
      await vi.advanceTimersByTimeAsync(20)
      await vi.advanceTimersByTimeAsync(0)
      expect(rest.done()).toBe(true)
    })
  })
})
