import { useEffect, useState, type ReactNode } from 'react'
import { lazyOnce } from '@/lib/lazy-once'
import { groupBySection, SectionItem, sectionsOf } from './list-sections'
import { estimateOf, type WindowedListProps } from './windowed-list-props'

/**
 * Up to this many rows a list is rendered whole: the usual account is unchanged (find-in-page, print,
 * every row in the DOM); past it only the rows near the viewport are.
 */
export const WINDOW_THRESHOLD = 50

/**
 * Whether the phone layout is on: the stylesheets' `@container app (max-width: 767.98px)`, the page's
 * own width (rows stack there, so the windowed lists' row estimates differ). Read once per list, not
 * per row. A document without layout (jsdom) measures nothing and asks the window.
 */
export const isNarrowLayout = () => (document.body.clientWidth || window.innerWidth) < 768

/** The windowed list's code: the virtualizer loads only for a list that needs it. */
type RenderRows = <T>(props: WindowedListProps<T>) => ReactNode

/**
 * Starts loading the windowed list's code, once. A screen whose lists are usually long calls it
 * with its data request, so that the rows render windowed at once, not first as a plain list.
 */
export const loadWindowedRows = lazyOnce(() =>
  import('./windowed-rows').then(({ default: WindowedRows }): RenderRows => (props) => <WindowedRows {...props} />),
)

/** The windowed list's component once its code is here; a failed load shows the error boundary, as a lazy component's did. */
function useWindowedRows(needed: boolean): RenderRows | undefined {
  const [, setArrived] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown }>()
  useEffect(() => {
    if (!needed || loadWindowedRows.loaded()) return
    let mounted = true
    loadWindowedRows().then(
      () => mounted && setArrived(true),
      (error: unknown) => mounted && setFailure({ error }),
    )
    return () => void (mounted = false)
  }, [needed])
  if (failure) throw failure.error
  return loadWindowedRows.loaded()
}

/**
 * While the windowed list's code loads, a long list shows the rows that fill a screen, as a short
 * list would: rendering and laying out fifty rows cost the first paint twice as much.
 */
function firstScreen<T>(items: readonly T[], estimateSize: WindowedListProps<T>['estimateSize']): readonly T[] {
  let height = 0
  let count = 0
  while (count < items.length && height < window.innerHeight) {
    height += estimateOf(estimateSize, items[count] as T)
    count += 1
  }
  return items.slice(0, count)
}

/** A `<ul>` of the items; a long one is windowed against the page's scroll or its own scroller. */
export function WindowedList<T>(props: WindowedListProps<T>) {
  const long = props.items.length > WINDOW_THRESHOLD
  const renderRows = useWindowedRows(long)
  if (long && renderRows) return renderRows(props)
  const items = long ? firstScreen(props.items, props.estimateSize) : props.items
  return (
    <ul className={props.className} aria-label={props['aria-label']}>
      <PlainRows {...props} items={items} />
    </ul>
  )
}

/** Every item as a list item; with headings, each heading and its rows in a section (./list-sections). */
function PlainRows<T>({ items, getKey, itemClassName, renderItem, isHeading, sectionClassName }: WindowedListProps<T>) {
  const entries = items.map((item, index) => ({ item, index }))
  const row = ({ item, index }: { item: T; index: number }) => (
    <li key={getKey?.(item, index) ?? index} className={itemClassName?.(item)}>
      {renderItem(item)}
    </li>
  )
  if (!isHeading) return entries.map(row)
  const sections = sectionsOf(
    entries.flatMap(({ item, index }) => (isHeading(item) ? [index] : [])),
    items.length,
  )
  return groupBySection(entries, sections).map(({ section, entries: group }) => {
    const [first] = group
    const headed = first !== undefined && isHeading(first.item)
    return (
      <SectionItem
        key={section}
        className={sectionClassName}
        heading={headed && <div className={itemClassName?.(first.item)}>{renderItem(first.item)}</div>}
        rows={group.slice(headed ? 1 : 0).map(row)}
      />
    )
  })
}
