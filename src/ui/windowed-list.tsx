import type { ReactNode } from 'react'
import { lazyOnce } from '@/lib/lazy-once'
import { useLazyResult } from '@/lib/use-lazy-result'
import { estimateOf, WINDOW_THRESHOLD, type WindowedListProps } from './windowed-list-props'

export { WINDOW_THRESHOLD }

/**
 * Whether the phone layout is on: the stylesheets' `@container app (max-width: 767.98px)`, the page's
 * own width (rows stack there, so the windowed lists' row estimates differ). Read once per list, not
 * per row. A document without layout (jsdom) measures nothing and asks the window.
 */
export const isNarrowLayout = () => (document.body.clientWidth || window.innerWidth) < 768

/**
 * The windowed list's code: the virtualizer, and the sections of a list with headings (./list-sections).
 * It loads only for a list that needs it, so a short list without headings (services) never does.
 */
type RenderRows = <T>(props: WindowedListProps<T>) => ReactNode

/**
 * Starts loading the windowed list's code, once. A screen whose lists are usually long calls it
 * with its data request, so that the rows render windowed at once, not first as a plain list.
 */
export const loadWindowedRows = lazyOnce(() =>
  import('./windowed-rows').then(({ default: ListRows }): RenderRows => (props) => <ListRows {...props} />),
)

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

/**
 * A `<ul>` of the items; a long one is windowed against the page's scroll or its own scroller, and one
 * with headings is laid out in sections. Until that code is here, a list without headings shows its
 * rows plainly, and one with headings what it was given to show meanwhile.
 */
export function WindowedList<T>(props: WindowedListProps<T>) {
  const long = props.items.length > WINDOW_THRESHOLD
  const needsCode = long || props.isHeading !== undefined
  // A failed load shows the error boundary, as a lazy component's did.
  const renderRows = useLazyResult(loadWindowedRows, needsCode)
  if (needsCode && renderRows) return renderRows(props)
  if (props.isHeading) return props.whileLoading ?? null
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
