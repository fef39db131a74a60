import * as v from 'valibot'
import { PAYMENT_KINDS, PAYMENT_STATUSES } from '@/api/payment-kinds'

// The history's filters as its address holds them. Apart from the filtering (./history-filters):
// the route checks its address in the first load of every screen, the filtering loads with the history.

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
