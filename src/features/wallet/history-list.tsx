import { useCallback, useState } from 'react'
import { PAYMENT_KINDS, PAYMENT_STATUSES } from '@/api/payment-kinds'
import { SkeletonList } from '@/ui/skeleton'
import { isNarrowLayout, WindowedList } from '@/ui/windowed-list'
import type { HistoryRow } from './history-groups'
import { MonthHeading, PaymentItem } from './history-rows'
import styles from './history.module.css'

/**
 * A row's height follows from its kind alone (each operation is one height, see `estimates`), so
 * its place and kind are key enough: numbers, which the virtualizer's layout pass over every row
 * (50 000 of them) looks up far more cheaply than a string built per row.
 */
const rowKey = (row: HistoryRow, index: number) => (row.kind === 'month' ? -1 - index : index)

const isMonth = (row: HistoryRow) => row.kind === 'month'

const rowClass = (row: HistoryRow) => (isMonth(row) ? styles.monthRow : styles.itemRow)

/**
 * Row heights as laid out (a month's totals wrap under its title on phones). An exact estimate
 * spares the virtualizer re-laying out every following row when a row is measured.
 */
const estimates = (narrow: boolean) => ({ month: narrow ? 141 : 64, payment: 70 })

/** A sum's whole digits as shown, to kopecks: tabular figures make the amount's width follow from them. */
function wholeDigits(value: number) {
  const kopecks = Math.round(Math.abs(value) * 100)
  return kopecks < 100 ? 1 : Math.floor(Math.log10(kopecks)) - 1
}

/**
 * Operations with the same title, status and length of amount lay out alike: on a phone the title
 * wraps or not beside the amount. Numbers, as `rowKey`: this runs for each of 50 000 rows. A month's
 * heading is one shape (its totals keep to their columns).
 */
function sizeKey(row: HistoryRow) {
  if (row.kind === 'month') return -1
  const { type, status, amount } = row.entry.payment
  return (
    (PAYMENT_KINDS.indexOf(type) * PAYMENT_STATUSES.length + PAYMENT_STATUSES.indexOf(status)) * 100 +
    wholeDigits(amount)
  )
}

function renderRow(row: HistoryRow) {
  return row.kind === 'month' ? <MonthHeading group={row.group} /> : <PaymentItem payment={row.entry.payment} />
}

/** The history while it is read, and while its list's code loads: one placeholder, so neither shows as a change. */
export const HistorySkeleton = () => (
  <SkeletonList count={4} itemClassName={styles.rowSkeleton} label="Загрузка истории" />
)

/** The months in reading order, each its heading and operations; the current month's heading sticks at the top. */
export function HistoryList({ rows }: { rows: HistoryRow[] }) {
  // Read once, not for each of 10 000 rows.
  const [heights] = useState(() => estimates(isNarrowLayout()))
  const estimateRow = useCallback((row: HistoryRow) => heights[row.kind], [heights])
  return (
    <WindowedList
      items={rows}
      aria-label="Операции"
      className={styles.list}
      getKey={rowKey}
      estimateSize={estimateRow}
      sizeKey={sizeKey}
      itemClassName={rowClass}
      isHeading={isMonth}
      sectionClassName={styles.monthSection}
      renderItem={renderRow}
      whileLoading={<HistorySkeleton />}
    />
  )
}
