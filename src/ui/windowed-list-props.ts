import type { ReactNode } from 'react'

// The list and its lazily loaded rows both read these, so neither imports the other's module.

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
  /**
   * Rows of one shape lay out to one height (the same texts' lengths, say): given, the height of one
   * row of each shape, laid out unseen, becomes every such row's estimate (`windowed-size-probe.ts`).
   */
  sizeKey?: (item: T) => number
  renderItem: (item: T) => ReactNode
  /** The class of an item's `<li>` (a heading's sticks, a row has its divider). */
  itemClassName?: (item: T) => string | undefined
  /**
   * Headings among the items: each heading and the rows after it form a section, one list item
   * whose rows are a list of their own (./list-sections). A windowed list keeps the last heading
   * above the window rendered just above it, so a `position: sticky` heading keeps its section
   * named while the section's rows scroll by, until the next section's heading pushes it away.
   */
  isHeading?: (item: T) => boolean
  /** With `isHeading`: the class of a section's `<li>`, which holds its heading and its rows' `<ul>`. */
  sectionClassName?: string
  /**
   * With `isHeading`: shown until the list's code is here. The sections come with that code, so the
   * rows are not shown plainly first: each would be replaced, and a click or the focus on it lost.
   */
  whileLoading?: ReactNode
  /** The list's own scroller; without it the page scrolls. */
  scrollElement?: () => HTMLElement | null
  className?: string
  'aria-label'?: string
}

/** An item's height until it is measured, from either form of `estimateSize`. */
export const estimateOf = <T>(estimateSize: WindowedListProps<T>['estimateSize'], item: T) =>
  typeof estimateSize === 'number' ? estimateSize : estimateSize(item)
