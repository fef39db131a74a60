import type { Payment } from '@/api/payments'
import { datePayments } from './history-filters'
import type { HistoryFilters } from './history-search'

/** A payment at a local date-time, for the history's unit tables. */
export function paymentAt(date: Date, fields: Partial<Payment> = {}): Payment {
  return {
    id: `p-${date.getTime()}-${fields.type ?? 'topup'}`,
    createdAt: date.toISOString(),
    amount: 100,
    type: 'topup',
    status: 'success',
    description: '',
    method: null,
    ...fields,
  }
}

export const dated = (...payments: Payment[]) => datePayments(payments)

/** The default filters with some chosen. */
export const filtersWith = (patch: Partial<HistoryFilters>): HistoryFilters => ({
  type: 'all',
  status: 'all',
  period: 'all',
  ...patch,
})
