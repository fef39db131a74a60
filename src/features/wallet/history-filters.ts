import * as v from 'valibot'
import { PAYMENT_KINDS, PAYMENT_STATUSES, type Payment } from '@/api/payments'

export const PERIODS = ['all', 'month', 'quarter', 'year', 'custom'] as const
export type Period = (typeof PERIODS)[number]

/** 2026-02-30 parses (as 2 March), so a day is real only if it reads back the same. */
function isCalendarDay(day: string) {
  const time = Date.parse(`${day}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day)
}

/** A `YYYY-MM-DD` day that exists in the calendar; anything else is dropped from the URL's meaning. */
const DaySchema = v.fallback(
  v.optional(
    v.pipe(
      v.string(),
      // One check that holds for any string: valibot runs later pipe steps even after one fails.
      v.check((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day >= '1970-01-01' && isCalendarDay(day)),
    ),
  ),
  undefined,
)

/**
 * The history's filters as URL search params (`?type=topup&status=failed&period=custom&from=…`).
 * Each param falls back to its default on its own, so a hand-edited or stale link never shows an
 * error page, only a wider list.
 */
export const HistorySearchSchema = v.object({
  type: v.optional(v.fallback(v.picklist(['all', ...PAYMENT_KINDS]), 'all'), 'all'),
  status: v.optional(v.fallback(v.picklist(['all', ...PAYMENT_STATUSES]), 'all'), 'all'),
  period: v.optional(v.fallback(v.picklist(PERIODS), 'all'), 'all'),
  from: DaySchema,
  to: DaySchema,
})
export type HistoryFilters = v.InferOutput<typeof HistorySearchSchema>

export const DEFAULT_FILTERS: HistoryFilters = { type: 'all', status: 'all', period: 'all' }

/** The period as [start, end) in local time; null bounds are open. */
export function periodRange(filters: HistoryFilters, now: Date): [number | null, number | null] {
  const year = now.getFullYear()
  const month = now.getMonth()
  switch (filters.period) {
    case 'month':
      return [new Date(year, month, 1).getTime(), null]
    case 'quarter':
      return [new Date(year, month - 2, 1).getTime(), null]
    case 'year':
      return [new Date(year, 0, 1).getTime(), null]
    case 'custom': {
      // Dates typed the wrong way round still mean the days between them.
      const { from, to } = filters
      const [start, end] = from && to && from > to ? [to, from] : [from, to]
      return [start ? localDay(start) : null, end ? localDay(end, 1) : null]
    }
    default:
      return [null, null]
  }
}

function localDay(day: string, plusDays = 0) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number]
  return new Date(y, m - 1, d + plusDays).getTime()
}

/** A payment with its date parsed once, so filtering and grouping 50 000 entries stay cheap. */
export type DatedPayment = { payment: Payment; time: number }

/** `times[i]`, where given, is `payments[i]`'s date already read (PaymentHistory's `times`). */
export function datePayments(payments: Payment[], times?: readonly number[]): DatedPayment[] {
  return payments.map((payment, index) => ({ payment, time: times?.[index] ?? Date.parse(payment.createdAt) }))
}

export function filterPayments(payments: DatedPayment[], filters: HistoryFilters, now: Date): DatedPayment[] {
  const [start, end] = periodRange(filters, now)
  return payments.filter(
    ({ payment, time }) =>
      (filters.type === 'all' || payment.type === filters.type) &&
      (filters.status === 'all' || payment.status === filters.status) &&
      (start === null || time >= start) &&
      (end === null || time < end),
  )
}
