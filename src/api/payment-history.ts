import { experimental_streamedQuery as streamedQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { requireToken } from './auth-required'
import { afterPaint } from './after-paint'
import { inBackground, runInSlices, type ListEntries } from './list-entries'
import { PaymentSchema, paymentsCall, type Payment } from './payments'
import { readQuery } from './read-query'
import { send } from './send'

// SPEC §7 GET /payments/payments/user: `{ data: [...] }`, read entry by entry (a payment the app
// cannot read is counted and left out; only an answer that is not such a list fails as a whole).
// Years of payments are read in two steps, so the screen shows its first rows at once:
//  1. the newest months, every entry of them checked, so their totals are exact;
//  2. all the rest, checked in slices that let the page paint and answer input meanwhile.

/** Newest first. `complete` once every entry is checked; until then `skipped` is not final. */
export type PaymentHistory = ListEntries<Payment> & { complete: boolean }

/** About a screen of rows: the months holding the newest this many entries are read first. */
const FIRST_PAGE = 30

/** The answer's shape alone; its entries are checked one by one by `historyPages`. */
const HistoryAnswerSchema = v.object({ data: v.array(v.unknown()) })

/** The time of an entry's date if it has one; NaN otherwise (such an entry fails PaymentSchema too). */
function timeOf(entry: unknown): number {
  if (typeof entry !== 'object' || entry === null || !('createdAt' in entry)) return Number.NaN
  const { createdAt } = entry
  return typeof createdAt === 'string' && createdAt.length <= 64 ? Date.parse(createdAt) : Number.NaN
}

/** The first moment (local time) of the month of the FIRST_PAGE-th newest time. */
function firstPageStart(times: Float64Array): number {
  const sorted = Float64Array.from(times).sort() // ascending, NaN last
  const dated = sorted.findIndex(Number.isNaN)
  const newest = dated === -1 ? sorted.length : dated
  const date = new Date(sorted[Math.max(0, newest - FIRST_PAGE)] ?? Number.NaN)
  return new Date(date.getFullYear(), date.getMonth(), 1).getTime()
}

/**
 * The history as it is read: first the newest months when they are not the whole list
 * (`complete: false`), then the whole history. The first page's entries are the whole list's
 * first entries, in the same order (the sort is stable), so what is shown never moves.
 */
export async function* historyPages(entries: readonly unknown[]): AsyncGenerator<PaymentHistory> {
  const times = new Float64Array(entries.length)
  await runInSlices(entries.length, (index) => (times[index] = timeOf(entries[index])))
  const valid: (Payment | undefined)[] = Array.from({ length: entries.length })
  let skipped = 0
  const check = (index: number) => {
    const result = v.safeParse(PaymentSchema, entries[index])
    if (result.success) valid[index] = result.output
    else skipped += 1
  }
  const newestFirst = (indexes: number[]) =>
    indexes
      .filter((index) => valid[index])
      .sort((a, b) => (times[b] ?? 0) - (times[a] ?? 0))
      .map((index) => valid[index] as Payment)

  const start = firstPageStart(times)
  const first = entries.flatMap((_, index) => ((times[index] ?? Number.NaN) >= start ? [index] : []))
  first.forEach(check)
  if (first.length < entries.length) {
    yield { items: newestFirst(first), skipped, complete: false }
    // The first rows render and paint before the rest is read (a slice of it before their paint
    // held the paint back), and input goes first while it is.
    await afterPaint()
    await inBackground()
  }
  const inFirst = new Uint8Array(entries.length)
  for (const index of first) inFirst[index] = 1
  await runInSlices(entries.length, (index) => inFirst[index] || check(index))
  yield { items: newestFirst(entries.map((_, index) => index)), skipped, complete: true }
}

async function lastPage(entries: readonly unknown[]): Promise<PaymentHistory> {
  let last: PaymentHistory = { items: [], skipped: 0, complete: true }
  for await (const page of historyPages(entries)) last = page
  return last
}

/** The one schema of the answer: the app reads it by `historyPages`, the studio and tests through this. */
export const PaymentHistorySchema = v.pipeAsync(
  HistoryAnswerSchema,
  v.transformAsync(({ data }) => lastPage(data)),
)

export async function* fetchPaymentHistory(): AsyncGenerator<PaymentHistory> {
  requireToken() // SPEC §6: refused with 'Нет авторизации' without a token
  const answer = await send(paymentsCall).json(HistoryAnswerSchema)
  yield* historyPages(answer.data)
}

export const paymentQueries = {
  all: () => ['payments'] as const,
  history: () =>
    readQuery(
      [...paymentQueries.all(), 'history'],
      // A refetch (after a top-up) keeps the shown history until the new one is read whole.
      streamedQuery<PaymentHistory, PaymentHistory>({
        streamFn: fetchPaymentHistory,
        refetchMode: 'replace',
        reducer: (_shown, page) => page,
        initialValue: { items: [], skipped: 0, complete: false },
      }),
      { staleTime: 30_000, inlineError: true },
    ),
}
