import * as v from 'valibot'
import { afterPaint } from '@/lib/after-paint'
import { scheduler } from '@/lib/main-thread'
import { runInSlices, type ListEntries } from './list-entries'
import { PaymentSchema, type Payment } from './payments'

// SPEC §7 GET /payments/payments/user: `{ data: [...] }`, read entry by entry (a payment the app
// cannot read is counted and left out; only an answer that is not such a list fails as a whole).
// Years of payments are read in two steps, so the screen shows its first rows at once:
//  1. the newest months, every entry of them checked, so their totals are exact;
//  2. all the rest.
// On the page the rest is checked in slices that let it paint and answer input meanwhile; a large
// answer is read in a worker (./history-off-thread), which runs the same steps without pauses
// (./history-messages: that module and the answer's parsing load only with the history's read).

/**
 * Resumes once the page has run what is already queued (a render, its paint), and lets every later
 * task go first too: the work after it runs at background priority where `scheduler.postTask`
 * exists (its `yield`s keep that priority), after a macrotask elsewhere.
 */
function inBackground(): Promise<void> {
  const posting = scheduler()?.postTask
  if (posting) return posting.call(scheduler(), () => {}, { priority: 'background' })
  return new Promise((resume) => setTimeout(resume, 0))
}

/**
 * Newest first. `complete` once every entry is checked; until then `skipped` is not final.
 * `times[i]` is `items[i]`'s date as a time: read once here, so that the screen does not parse
 * 50 000 dates again when it filters and groups them.
 */
export type PaymentHistory = ListEntries<Payment> & { times: number[]; complete: boolean }

/** About a screen of rows: the months holding the newest this many entries are read first. */
const FIRST_PAGE = 30

/** The answer's shape alone; its entries are checked one by one by `historyPages`. */
export const HistoryAnswerSchema = v.object({ data: v.array(v.unknown()) })

/** How the reading shares its thread. */
export type Pace = {
  /** Runs `step` for every index below `count`. */
  run: (count: number, step: (index: number) => void) => Promise<void> | void
  /** Between the first page and the rest. */
  afterFirstPage: () => Promise<void> | void
}

/** On the page: the first rows render and paint before the rest is read (a slice of it before their
 * paint held the paint back), and input goes first while it is. */
export const ON_THE_PAGE: Pace = {
  run: runInSlices,
  afterFirstPage: async () => {
    await afterPaint()
    await inBackground()
  },
}

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
export async function* historyPages(
  entries: readonly unknown[],
  pace: Pace = ON_THE_PAGE,
): AsyncGenerator<PaymentHistory> {
  const times = new Float64Array(entries.length)
  await pace.run(entries.length, (index) => (times[index] = timeOf(entries[index])))
  const valid: (Payment | undefined)[] = Array.from({ length: entries.length })
  let skipped = 0
  const check = (index: number) => {
    const result = v.safeParse(PaymentSchema, entries[index])
    if (result.success) valid[index] = result.output
    else skipped += 1
  }
  const newestFirst = (indexes: number[]) => {
    const order = indexes.filter((index) => valid[index]).sort((a, b) => (times[b] ?? 0) - (times[a] ?? 0))
    return {
      items: order.map((index) => valid[index] as Payment),
      times: order.map((index) => times[index] ?? Number.NaN),
    }
  }

  const start = firstPageStart(times)
  const first = entries.flatMap((_, index) => ((times[index] ?? Number.NaN) >= start ? [index] : []))
  first.forEach(check)
  if (first.length < entries.length) {
    yield { ...newestFirst(first), skipped, complete: false }
    await pace.afterFirstPage()
  }
  const inFirst = new Uint8Array(entries.length)
  for (const index of first) inFirst[index] = 1
  await pace.run(entries.length, (index) => inFirst[index] || check(index))
  yield { ...newestFirst(entries.map((_, index) => index)), skipped, complete: true }
}
