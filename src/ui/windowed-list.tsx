import { lazy, Suspense, type ReactNode } from 'react'
import type WindowedRowsComponent from './windowed-rows'

/**
 * Up to this many rows a list is rendered whole: the usual account is unchanged (find-in-page, print,
 * every row in the DOM); past it only the rows near the viewport are.
 */
export const WINDOW_THRESHOLD = 50

export type WindowedListProps<T> = {
  items: readonly T[]
  /** A stable key; the position when the items have no identity of their own. */
  getKey?: (item: T, index: number) => string | number
  /** A row's height in px until it is measured: one for every row, or per row (a heading is taller). */
  estimateSize: number | ((item: T) => number)
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

/**
 * The virtualizer (10 KiB gzip) loads only for a list that needs it: most accounts never do.
 * `lazy` drops the component's type parameter; the cast gives it back.
 */
const WindowedRows = lazy(() => import('./windowed-rows')) as unknown as typeof WindowedRowsComponent

/** A `<ul>` of the items; a long one is windowed against the page's scroll or its own scroller. */
export function WindowedList<T>(props: WindowedListProps<T>) {
  const whole = (items: readonly T[]) => (
    <ul className={props.className} aria-label={props['aria-label']}>
      {items.map((item, index) => (
        <li key={props.getKey?.(item, index) ?? index} className={props.itemClassName?.(item)}>
          {props.renderItem(item)}
        </li>
      ))}
    </ul>
  )
  if (props.items.length <= WINDOW_THRESHOLD) return whole(props.items)
  // While the virtualizer loads, the first rows show as they would in a short list.
  return (
    <Suspense fallback={whole(props.items.slice(0, WINDOW_THRESHOLD))}>
      <WindowedRows {...props} />
    </Suspense>
  )
}
