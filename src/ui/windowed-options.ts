import { defaultRangeExtractor, type Range } from '@tanstack/react-virtual'
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react'
import { flushSync } from 'react-dom'
import { headingIndexes, lastAtOrBefore } from './list-sections'
import { estimateOf, type WindowedListProps } from './windowed-list-props'

/** Where the list starts in its scroller, and its CSS row gap, in px. */
export type ListLayout = { top: number; gap: number }

/** The last heading at or before `index`, by binary search over the headings' ascending indexes. */
export function headingAt(headings: readonly number[], index: number): number | undefined {
  const at = lastAtOrBefore(headings, index)
  return at < 0 ? undefined : headings[at]
}

/** The indexes of the headings among `items`, ascending; none without `isHeading`. */
export function useHeadings<T>({ items, isHeading }: Pick<WindowedListProps<T>, 'items' | 'isHeading'>) {
  return useMemo(() => (isHeading ? headingIndexes(items, isHeading) : []), [items, isHeading])
}

/** Rows rendered past each end of the window, ready for the next scroll step. */
const OVERSCAN = 3

/** The first and last row rendered, a kept heading aside. */
type RenderedRows = { first: number; last: number }

/** A jump lands on a window none of whose rows is rendered: a scrollbar drag, End, a far anchor. */
const isJump = (rendered: RenderedRows | undefined, range: Range) =>
  rendered !== undefined && (range.endIndex < rendered.first || range.startIndex > rendered.last)

/**
 * Which rows render: the window, `OVERSCAN` rows past each end, and the window's section heading
 * (first in the DOM, as on screen), which sticks.
 *
 * After a jump every row is new, and the rows past the ends were a third of that frame's work: a jump
 * renders the window alone, and the rows past its ends the next frame (docs/performance.md, "Large
 * lists"). A step keeps them, so the rows it scrolls into are already there.
 */
function useRangeExtractor(headings: readonly number[]) {
  const rendered = useRef<RenderedRows>(undefined)
  const landed = useRef(false)
  const [extraction, extractAgain] = useReducer((count: number) => count + 1, 0)
  const rangeExtractor = useCallback(
    (range: Range) => {
      landed.current = isJump(rendered.current, range)
      const rows = defaultRangeExtractor(landed.current ? { ...range, overscan: 0 } : range)
      rendered.current = { first: rows[0] ?? 0, last: rows.at(-1) ?? 0 }
      const heading = headingAt(headings, range.startIndex)
      return heading === undefined || heading >= (rows[0] ?? 0) ? rows : [heading, ...rows]
    },
    // The virtualizer extracts the range again only for a new extractor: `extraction` makes one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [headings, extraction],
  )
  useEffect(() => {
    if (!landed.current) return
    let next = 0
    // The first callback runs in the jump's own frame (its scroll event came just before). The render
    // is flushed in the next one: left to React, it ran after that frame's paint, in the frame of the
    // next scroll step, and made that one long instead.
    const current = requestAnimationFrame(() => (next = requestAnimationFrame(() => flushSync(extractAgain))))
    return () => {
      cancelAnimationFrame(current)
      cancelAnimationFrame(next)
    }
  })
  return rangeExtractor
}

/**
 * The virtualizer's options for both kinds of scroller. The callbacks stay the same from one scroll
 * step to the next (they change with the items): a new `getItemKey` would make the virtualizer lay
 * out every row again, 10 000 of them in a long history.
 */
export function useRowOptions<T>(
  { items, getKey, estimateSize }: WindowedListProps<T>,
  layout: ListLayout,
  headings: readonly number[],
) {
  const estimate = useCallback((index: number) => estimateOf(estimateSize, items[index] as T), [items, estimateSize])
  const getItemKey = useCallback((index: number) => getKey?.(items[index] as T, index) ?? index, [items, getKey])
  const rangeExtractor = useRangeExtractor(headings)
  return {
    count: items.length,
    estimateSize: estimate,
    overscan: OVERSCAN,
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
