import { useEffect, useState, type ReactNode } from 'react'
import { lazyOnce } from '@/lib/lazy-once'

/**
 * Up to this many rows a list is rendered whole: the usual account is unchanged (find-in-page, print,
 * every row in the DOM); past it only the rows near the viewport are.
 */
export const WINDOW_THRESHOLD = 50

/**
 * Whether the phone layout is on: the stylesheets' `max-width: 767.98px` (rows stack there, so the
 * windowed lists' row estimates differ). Read once per list, not per row.
 */
export const isNarrowLayout = () => window.innerWidth < 768

export type WindowedListProps<T> = {
  items: readonly T[]
  /** A stable key; the position when the items have no identity of their own. */
  getKey?: (item: T, index: number) => string | number
  /** A row's height in px until it is measured: one for every row, or per row (a heading is taller). */
  estimateSize: number | ((item: T) => number)
  /**
   * Rows of one shape lay out to one height (the same texts' lengths, say): given, the height of one
   * row of each shape, laid out unseen, becomes every such row's estimate (`windowed-size-probe.ts`).
   */
  sizeKey?: (item: T) => number
  renderItem: (item: T) => ReactNode
  /** The class of an item's `<li>` (a heading's sticks, a row has its divider). */
  itemClassName?: (item: T) => string | undefined
  /**
   * Headings among the items: the last one above the window stays rendered just above it, so a
   * `position: sticky` heading keeps its section named while the section's rows scroll by.
   */
  isHeading?: (item: T) => boolean
  /** The list's own scroller; without it the page scrolls. */
  scrollElement?: () => HTMLElement | null
  className?: string
  'aria-label'?: string
}

/** An item's height until it is measured, from either form of `estimateSize`. */
export const estimateOf = <T,>(estimateSize: WindowedListProps<T>['estimateSize'], item: T) =>
  typeof estimateSize === 'number' ? estimateSize : estimateSize(item)

/** The windowed list's code: the virtualizer (10 KiB gzip) loads only for a list that needs it. */
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
      {items.map((item, index) => (
        <li key={props.getKey?.(item, index) ?? index} className={props.itemClassName?.(item)}>
          {props.renderItem(item)}
        </li>
      ))}
    </ul>
  )
}
