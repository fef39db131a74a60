import { useElementScrollRestoration } from '@tanstack/react-router'
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import { memo, useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import type { WindowedListProps } from './windowed-list'

/**
 * Rows stay in normal flow (in DOM order, so Tab and a screen reader walk them in order), with the
 * space of the rows not rendered held as padding above and below; the list's CSS (gaps, dividers)
 * applies as it does to a whole list. The page scrolls, so the window follows the window's scroll.
 * Coming back to the screen, the router's saved scroll is applied here once the list has its height
 * (the router's own restoration runs before it and is clamped to the shorter page).
 */
export default function WindowedRows<T>({
  items,
  getKey,
  estimateSize,
  renderItem,
  className,
  ...rest
}: WindowedListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null)
  const [layout, setLayout] = useState({ top: 0, gap: 0 })
  const saved = useElementScrollRestoration({ getElement: () => window })
  const savedY = saved?.scrollY
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    const top = list.getBoundingClientRect().top + window.scrollY
    const gap = Number.parseFloat(getComputedStyle(list).rowGap) || 0
    setLayout((old) => (old.top === top && old.gap === gap ? old : { top, gap }))
    if (savedY !== undefined && window.scrollY !== savedY) window.scrollTo(0, savedY)
    // Only when the list first appears: later the user's own scrolling wins.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: 5,
    initialOffset: () => savedY ?? window.scrollY,
    scrollMargin: layout.top,
    gap: layout.gap,
    getItemKey: (index) => getKey?.(items[index] as T, index) ?? index,
  })
  const rows = virtualizer.getVirtualItems()
  const first = rows[0]
  const last = rows.at(-1)
  const paddingTop = first ? first.start - layout.top : 0
  const paddingBottom = last ? virtualizer.getTotalSize() - (last.end - layout.top) : 0
  return (
    <ul ref={listRef} className={className} aria-label={rest['aria-label']} style={{ paddingTop, paddingBottom }}>
      {rows.map((row) => (
        <Row
          key={row.key}
          item={items[row.index] as T}
          index={row.index}
          setSize={items.length}
          measure={virtualizer.measureElement}
          renderItem={renderItem}
        />
      ))}
    </ul>
  )
}

type RowProps<T> = {
  item: T
  index: number
  setSize: number
  measure: (element: HTMLLIElement | null) => void
  renderItem: (item: T) => ReactNode
}

/**
 * Every scroll step renders the list again; a row renders again only when it enters the window
 * (a device row parses its user agent).
 */
function RowOf<T>({ item, index, setSize, measure, renderItem }: RowProps<T>) {
  return (
    <li data-index={index} ref={measure} aria-posinset={index + 1} aria-setsize={setSize}>
      {renderItem(item)}
    </li>
  )
}
// `memo` drops the type parameter; the cast gives it back.
const Row = memo(RowOf) as typeof RowOf
