import type { Payment } from '@/api/payments'
import type { HistoryFilters } from './history-search'

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
