import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual'
import { useCallback, useMemo } from 'react'
import type { WindowedListProps } from './windowed-list'

/** Where the list starts in its scroller, and its CSS row gap, in px. */
export type ListLayout = { top: number; gap: number }

/** The last heading at or before `index`, by binary search over the headings' ascending indexes. */
export function headingAt(headings: readonly number[], index: number): number | undefined {
  let low = 0
  let high = headings.length - 1
  let found: number | undefined
  while (low <= high) {
    const middle = (low + high) >> 1
    const candidate = headings[middle] ?? 0
    if (candidate <= index) {
      found = candidate
      low = middle + 1
    } else high = middle - 1
  }
  return found
}

/**
 * The virtualizer's options for both kinds of scroller. The callbacks stay the same from one scroll
 * step to the next (they change with the items): a new `getItemKey` would make the virtualizer lay
 * out every row again, 10 000 of them in a long history.
 */
export function useRowOptions<T>({ items, getKey, estimateSize, isHeading }: WindowedListProps<T>, layout: ListLayout) {
  const headings = useMemo(
    () => (isHeading ? items.flatMap((item, index) => (isHeading(item) ? [index] : [])) : []),
    [items, isHeading],
  )
  const estimate = useCallback(
    (index: number) => (typeof estimateSize === 'number' ? estimateSize : estimateSize(items[index] as T)),
    [items, estimateSize],
  )
  const getItemKey = useCallback((index: number) => getKey?.(items[index] as T, index) ?? index, [items, getKey])
  // The window's section heading is rendered with it (first in the DOM, as on screen) and sticks.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const rows = defaultRangeExtractor(range)
      const heading = headingAt(headings, range.startIndex)
      return heading === undefined || heading >= (rows[0] ?? 0) ? rows : [heading, ...rows]
    },
    [headings],
  )
  return {
    count: items.length,
    estimateSize: estimate,
    overscan: 3,
    scrollMargin: layout.top,
    gap: layout.gap,
    getItemKey,
    rangeExtractor,
    // A row not laid out yet (or in a DOM without layout) keeps its estimate rather than zero,
    // which would pull every following row into the window.
    measureElement: (element: Element) =>
      element.getBoundingClientRect().height || estimate(Number(element.getAttribute('data-index'))),
  }
}
