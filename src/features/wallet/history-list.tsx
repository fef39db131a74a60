import { useCallback, useState } from 'react'
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

function renderRow(row: HistoryRow) {
  return row.kind === 'month' ? <MonthHeading group={row.group} /> : <PaymentItem payment={row.entry.payment} />
}

/** Month headings and operations in reading order; the current month's heading sticks at the top. */
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
      itemClassName={rowClass}
      isHeading={isMonth}
      renderItem={renderRow}
    />
  )
}
