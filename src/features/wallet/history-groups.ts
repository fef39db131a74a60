import type { PaymentKind } from '@/api/payment-kinds'
import type { DatedPayment } from './history-filters'
import { isIncoming, isPoints } from './payment-labels'

const MONTHS = [
  'Январь',
  'Февраль',
  'Март',
  'Апрель',
  'Май',
  'Июнь',
  'Июль',
  'Август',
  'Сентябрь',
  'Октябрь',
  'Ноябрь',
  'Декабрь',
] as const

/** 'Ноябрь 2026': the nominative month name (Intl gives the genitive with a day, and loads ICU data). */
export function monthTitle(date: Date) {
  return `${MONTHS[date.getMonth()]} ${date.getFullYear()}`
}

export type MonthTotals = { rublesIn: number; rublesOut: number; pointsIn: number; pointsOut: number }

function totalOf(kind: PaymentKind): keyof MonthTotals {
  if (isPoints(kind)) return isIncoming(kind) ? 'pointsIn' : 'pointsOut'
  return isIncoming(kind) ? 'rublesIn' : 'rublesOut'
}

/**
 * Sums of the operations that went through or may still go (failed ones are shown, not counted),
 * added in kopecks so that 0,10 + 0,20 is 0,30.
 */
export function monthTotals(entries: DatedPayment[]): MonthTotals {
  const kopecks: MonthTotals = { rublesIn: 0, rublesOut: 0, pointsIn: 0, pointsOut: 0 }
  for (const { payment } of entries) {
    if (payment.status === 'failed') continue
    kopecks[totalOf(payment.type)] += Math.round(Math.abs(payment.amount) * 100)
  }
  return {
    rublesIn: kopecks.rublesIn / 100,
    rublesOut: kopecks.rublesOut / 100,
    pointsIn: kopecks.pointsIn / 100,
    pointsOut: kopecks.pointsOut / 100,
  }
}

export type MonthGroup = { key: string; title: string; totals: MonthTotals; entries: DatedPayment[] }

/**
 * Newest-first payments cut into calendar months (local time), each with its totals. A month's
 * bounds are worked out once, at its first entry, not asked of every entry (a long task for years of
 * payments).
 */
export function groupByMonth(payments: DatedPayment[]): MonthGroup[] {
  const groups: MonthGroup[] = []
  let current: MonthGroup | undefined
  // The current month's bounds, [start, end) in local time.
  let start = 0
  let end = 0
  for (const entry of payments) {
    if (!current || entry.time < start || entry.time >= end) {
      const date = new Date(entry.time)
      const [year, month] = [date.getFullYear(), date.getMonth()]
      start = new Date(year, month, 1).getTime()
      end = new Date(year, month + 1, 1).getTime()
      current = { key: `${year}-${month}`, title: monthTitle(date), totals: EMPTY_TOTALS, entries: [] }
      groups.push(current)
    }
    current.entries.push(entry)
  }
  for (const group of groups) group.totals = monthTotals(group.entries)
  return groups
}

const EMPTY_TOTALS: MonthTotals = { rublesIn: 0, rublesOut: 0, pointsIn: 0, pointsOut: 0 }

/** One row of the windowed list: a month's heading or one operation, in reading order. */
export type HistoryRow = { kind: 'month'; group: MonthGroup } | { kind: 'payment'; entry: DatedPayment }

export function historyRows(groups: MonthGroup[]): HistoryRow[] {
  return groups.flatMap((group): HistoryRow[] => [
    { kind: 'month', group },
    ...group.entries.map((entry): HistoryRow => ({ kind: 'payment', entry })),
  ])
}
