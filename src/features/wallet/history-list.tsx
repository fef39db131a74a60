import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual'
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type HTMLAttributes, type Ref } from 'react'
import type { HistoryRow } from './history-groups'
import { MonthHeading, PaymentItem } from './history-rows'
import styles from './history.module.css'

/**
 * Up to this many rows everything is rendered in the page's flow, so find-in-page sees every
 * operation; about 14 DOM nodes a row keeps the page under 2 000 nodes. Past it only the rows near
 * the viewport exist.
 */
export const FULL_RENDER_LIMIT = 100

const rowKey = (row: HistoryRow | undefined, index: number) =>
  row?.kind === 'month' ? `m:${row.group.key}` : `p:${index}:${row?.entry.payment.id ?? ''}`

export function HistoryList({ rows }: { rows: HistoryRow[] }) {
  if (rows.length <= FULL_RENDER_LIMIT) {
    return (
      <div role="list" aria-label="Операции" className={styles.list}>
        {rows.map((row, index) => (
          <Row key={rowKey(row, index)} row={row} />
        ))}
      </div>
    )
  }
  return <WindowedList rows={rows} />
}

type RowProps = { row: HistoryRow; ref?: Ref<HTMLDivElement> } & HTMLAttributes<HTMLDivElement> & {
    'data-index'?: number
  }

function Row({ row, ...rest }: RowProps) {
  return row.kind === 'month' ? (
    <div role="listitem" className={styles.monthRow} {...rest}>
      <MonthHeading group={row.group} />
    </div>
  ) : (
    <div role="listitem" className={styles.itemRow} {...rest}>
      <PaymentItem payment={row.entry.payment} />
    </div>
  )
}

type PlacedRowProps = {
  row: HistoryRow
  index: number
  setSize: number
  /** Offset from the list's top in px; undefined for the heading that sticks in flow. */
  offset: number | undefined
  measure: (element: HTMLDivElement | null) => void
}

/**
 * A row of the windowed list. Each scroll step re-renders the list; memoised on plain values, only
 * the rows that enter the window or move render again.
 */
const PlacedRow = memo(function PlacedRow({ row, index, setSize, offset, measure }: PlacedRowProps) {
  return (
    <Row
      ref={measure}
      row={row}
      data-index={index}
      data-stuck={offset === undefined || undefined}
      aria-setsize={setSize}
      aria-posinset={index + 1}
      style={offset === undefined ? undefined : { transform: `translateY(${offset}px)` }}
    />
  )
})

/** The last month heading at or before `index`: the one that sticks while its rows scroll by. */
function monthAt(monthIndexes: number[], index: number) {
  let low = 0
  let high = monthIndexes.length - 1
  let found = monthIndexes[0] ?? 0
  while (low <= high) {
    const middle = (low + high) >> 1
    const candidate = monthIndexes[middle] ?? 0
    if (candidate <= index) {
      found = candidate
      low = middle + 1
    } else high = middle - 1
  }
  return found
}

/**
 * Row heights as laid out (a month's totals wrap under its title on phones). An exact estimate
 * spares the virtualizer re-laying out every following row when a row is measured.
 */
function estimateSize(rows: HistoryRow[], index: number, narrow: boolean) {
  if (rows[index]?.kind !== 'month') return 70
  return narrow ? 141 : 64
}

function WindowedList({ rows }: { rows: HistoryRow[] }) {
  const listRef = useRef<HTMLDivElement>(null)
  const [scrollMargin, setScrollMargin] = useState(0)
  // The list's distance from the page top moves with the filter bar above it (custom dates wrap).
  useLayoutEffect(() => {
    const list = listRef.current
    if (list) setScrollMargin(list.getBoundingClientRect().top + window.scrollY)
  }, [rows])
  const monthIndexes = useMemo(() => rows.flatMap((row, index) => (row.kind === 'month' ? [index] : [])), [rows])
  // The current month's heading is always rendered, first in the DOM as on screen, and sticks.
  const rangeExtractor = useCallback(
    (range: Range) =>
      [...new Set([monthAt(monthIndexes, range.startIndex), ...defaultRangeExtractor(range)])].sort((a, b) => a - b),
    [monthIndexes],
  )
  // Stable callbacks: a new getItemKey each render would make the virtualizer lay out all rows again.
  const getItemKey = useCallback((index: number) => rowKey(rows[index], index), [rows])
  const narrow = window.innerWidth < 768
  const estimate = useCallback((index: number) => estimateSize(rows, index, narrow), [rows, narrow])
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: estimate,
    overscan: 6,
    scrollMargin,
    rangeExtractor,
    getItemKey,
    // A row not laid out yet (or in a DOM without layout) keeps its estimate rather than zero,
    // which would pull every following row into the window.
    measureElement: (element) =>
      element.getBoundingClientRect().height || estimate(Number(element.getAttribute('data-index'))),
  })
  const items = virtualizer.getVirtualItems()
  const stuck = monthAt(monthIndexes, virtualizer.range?.startIndex ?? 0)
  return (
    // Windowing needs computed offsets: the list's height and each row's place are inline styles.
    <div
      ref={listRef}
      role="list"
      aria-label="Операции"
      className={styles.windowed}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((item) => {
        const row = rows[item.index]
        if (!row) return null
        return (
          <PlacedRow
            key={item.key}
            row={row}
            index={item.index}
            setSize={rows.length}
            offset={item.index === stuck ? undefined : item.start - scrollMargin}
            measure={virtualizer.measureElement}
          />
        )
      })}
    </div>
  )
}
