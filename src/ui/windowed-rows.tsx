import { useElementScrollRestoration, useRouter } from '@tanstack/react-router'
import { useVirtualizer, useWindowVirtualizer, type VirtualItem, type Virtualizer } from '@tanstack/react-virtual'
import { memo, useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react'
import { headingIndexes, SectionRows, sectionsOf, type Place } from './list-sections'
import { useHeadings, useRowOptions, type ListLayout } from './windowed-options'
import { WINDOW_THRESHOLD, type WindowedListProps } from './windowed-list-props'
import {
  historyEntry,
  placeLeftAt,
  rememberLeftPlace,
  scrollToPlace,
  useRestorePlace,
  useWidthChange,
  type ReadingPlace,
  type Scroller,
} from './windowed-place'
import { PROBE_STYLE, useSizeProbe, type WidthLearning } from './windowed-size-probe'

/** A long list windowed; a short one with headings whole, in its sections. */
export default function ListRows<T>(props: WindowedListProps<T>) {
  return props.items.length > WINDOW_THRESHOLD ? <WindowedRows {...props} /> : <SectionedRows {...props} />
}

/** Every item, each heading and the rows after it in a section of their own (./list-sections). */
function SectionedRows<T>({ items, getKey, itemClassName, renderItem, isHeading, ...list }: WindowedListProps<T>) {
  const entries = items.map((item, index) => ({ item, index }))
  const sections = sectionsOf(isHeading ? headingIndexes(items, isHeading) : [], items.length)
  const row = ({ item, index }: { item: T; index: number }, place: Place | null) => {
    const Element = place === null ? 'div' : 'li'
    return (
      <Element key={getKey?.(item, index) ?? index} className={itemClassName?.(item)}>
        {renderItem(item)}
      </Element>
    )
  }
  return (
    <ul className={list.className} aria-label={list['aria-label']}>
      <SectionRows entries={entries} sections={sections} className={list.sectionClassName} row={row} />
    </ul>
  )
}

/**
 * Rows stay in normal flow (in DOM order, so Tab and a screen reader walk them in order), with the
 * space of the rows not rendered held as padding above and below; the list's CSS (gaps, dividers)
 * applies as it does to a whole list. Given a `sizeKey`, rows of a shape not yet measured are laid
 * out first (`ShapeProbes`), so that every row's estimate is its height.
 */
function WindowedRows<T>(props: WindowedListProps<T>) {
  const { estimateSize, firstAppearance, widthLearning, ...probing } = useSizeProbe(props)
  if (probing.probes.length > 0) return <ShapeProbes {...props} {...probing} />
  const rowProps = { ...props, estimateSize, learned: widthLearning }
  return props.scrollElement ? (
    <OwnScrollerRows {...rowProps} />
  ) : (
    <PageRows {...rowProps} restoreScroll={firstAppearance} />
  )
}

type ShapeProbesProps<T> = WindowedListProps<T> &
  Pick<ReturnType<typeof useSizeProbe<T>>, 'probes' | 'probeRef' | 'probingHeight'>

type LearnedRowsProps<T> = WindowedListProps<T> & { learned: WidthLearning }

/**
 * One row of each new shape, hidden, in the list: measured and replaced by the windowed rows in the
 * same commit (`useSizeProbe`), so neither eyes nor a screen reader ever meet them.
 */
function ShapeProbes<T>({ probes, probeRef, probingHeight, renderItem, itemClassName, ...list }: ShapeProbesProps<T>) {
  return (
    <ul
      className={list.className}
      aria-label={list['aria-label']}
      data-windowed=""
      // Relative: the probes' containing block is the list, laid out at its width, whatever its CSS.
      style={{ position: 'relative', minHeight: probingHeight }}
    >
      {probes.map((item, index) => (
        <li key={index} ref={probeRef(index)} className={itemClassName?.(item)} style={PROBE_STYLE} aria-hidden inert>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  )
}

const UNMEASURED: ListLayout = { top: 0, gap: 0 }

/**
 * The list's place in its scroller and its CSS row gap; the place moves when content above it wraps.
 * `measured` once it has been read. A new width learns the rows' heights again (./windowed-place.ts).
 */
function useListLayout<T>(
  items: readonly T[],
  learned: WidthLearning,
  scroller?: () => HTMLElement | null,
  onLeave?: (width: number, place: ReadingPlace) => void,
) {
  const listRef = useRef<HTMLUListElement>(null)
  const [layout, setLayout] = useState<ListLayout>()
  useWidthChange(listRef, learned.width, scroller, learned.relearn, onLeave)
  useLayoutEffect(() => {
    const list = listRef.current
    if (!list) return
    const box = scroller?.()
    const origin = box ? box.getBoundingClientRect().top - box.scrollTop : -window.scrollY
    const top = list.getBoundingClientRect().top - origin
    const gap = Number.parseFloat(getComputedStyle(list).rowGap) || 0
    setLayout((old) => (old?.top === top && old.gap === gap ? old : { top, gap }))
  }, [items, scroller])
  return { listRef, layout: layout ?? UNMEASURED, measured: layout !== undefined }
}

/**
 * The page scrolls, so the window follows the window's scroll. Coming back to the screen, the
 * router's saved scroll is applied here once the list has its height (the router's own restoration
 * can run before it, clamped to the shorter page), and only when the list first appears
 * (`restoreScroll`): rows that start again after new shapes were probed keep the reader's place.
 * Back at another width than the one it was left at, the reader's row is put back instead.
 */
function PageRows<T>({ restoreScroll, learned, ...props }: LearnedRowsProps<T> & { restoreScroll: boolean }) {
  const { entry, leftAt, onLeave } = useLeftPlace(restoreScroll, learned.width)
  const { listRef, layout, measured } = useListLayout(props.items, learned, undefined, onLeave)
  const headings = useHeadings(props)
  const saved = useElementScrollRestoration({ getElement: () => window })
  const savedY = restoreScroll && leftAt === undefined ? saved?.scrollY : undefined
  useLayoutEffect(() => {
    if (savedY !== undefined && window.scrollY !== savedY) window.scrollTo(0, savedY)
    // Only when the list first appears: later the user's own scrolling wins.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const virtualizer = useWindowVirtualizer({
    ...useRowOptions(props, layout, headings),
    initialOffset: () => savedY ?? window.scrollY,
  })
  useRestorePlace(learned.place ?? leftAt, measured, virtualizer)
  useAfterRouterRestore(entry, leftAt, virtualizer)
  return <Rows {...props} listRef={listRef} layout={layout} virtualizer={virtualizer} headings={headings} />
}

/**
 * The history entry the page was opened at (keyed as the router's scroll restoration keys it), the
 * place its list was left at when it is back at another width, and what records that place.
 */
function useLeftPlace(restoreScroll: boolean, width: number | undefined) {
  const router = useRouter()
  const [entry] = useState(() => historyEntry(router.latestLocation))
  const [leftAt] = useState(() => (restoreScroll ? placeLeftAt(entry, width) : undefined))
  const onLeave = useCallback(
    (leftWidth: number, place: ReadingPlace) => rememberLeftPlace(entry, leftWidth, place),
    [entry],
  )
  return { entry, leftAt, onLeave }
}

/**
 * The router puts back the entry's saved scroll once its screen has rendered, which can come after
 * the rows did: the reader's row then goes back after it, once. The router tells of that render from
 * its own layout effect, above the rows': listening from a passive effect, which may run after it
 * (a transition's commit runs them a task later), would miss it and leave the reader at the old
 * width's scroll.
 */
function useAfterRouterRestore(entry: string, place: ReadingPlace, virtualizer: Scroller) {
  const router = useRouter()
  useLayoutEffect(() => {
    if (place === undefined) return
    const stop = router.subscribe('onRendered', (event) => {
      stop()
      if (historyEntry(event.toLocation) === entry) scrollToPlace(place, virtualizer)
    })
    return stop
  }, [router, entry, place, virtualizer])
}

function OwnScrollerRows<T>({ learned, ...props }: LearnedRowsProps<T>) {
  const { listRef, layout, measured } = useListLayout(props.items, learned, props.scrollElement)
  const headings = useHeadings(props)
  const options = useRowOptions(props, layout, headings)
  // The virtualizer's functions are called during render only, so the compiler's skipped memoizing is harmless.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({ ...options, getScrollElement: () => props.scrollElement?.() ?? null })
  useRestorePlace(learned.place, measured, virtualizer)
  return <Rows {...props} listRef={listRef} layout={layout} virtualizer={virtualizer} headings={headings} />
}

type RowsProps<T> = WindowedListProps<T> & {
  listRef: RefObject<HTMLUListElement | null>
  layout: ListLayout
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>
  headings: readonly number[]
}

function Rows<T>({ listRef, layout, virtualizer, headings, ...list }: RowsProps<T>) {
  const { items, className } = list
  const rows = virtualizer.getVirtualItems()
  // A heading kept from above the window (useRowOptions) sits right above it, out of its place.
  const [head, next] = rows
  const stuck = head && next && head.index < next.index - 1 ? head : undefined
  const first = stuck ? next : head
  const last = rows.at(-1)
  const paddingTop = first ? first.start - layout.top - (stuck ? stuck.size + layout.gap : 0) : 0
  // Before the virtualizer knows its scroller (its first render) no row is in its window: the list
  // still holds its whole height, or the page would shrink and lose the reader's scroll.
  const paddingBottom = virtualizer.getTotalSize() - (last ? last.end - layout.top : 0)
  const sections = useMemo(
    () => (list.isHeading ? sectionsOf(headings, items.length) : undefined),
    [list.isHeading, headings, items.length],
  )
  // A section's heading (`null`) is no item of the list; any other row is one, of the list or its section.
  const row = (virtual: VirtualItem, place: Place | null = { position: virtual.index + 1, size: items.length }) => (
    <Row
      key={virtual.key}
      item={items[virtual.index] as T}
      index={virtual.index}
      position={place?.position}
      size={place?.size}
      stuck={virtual === stuck}
      className={list.itemClassName?.(items[virtual.index] as T)}
      measure={virtualizer.measureElement}
      renderItem={list.renderItem}
    />
  )
  return (
    <ul
      ref={listRef}
      className={className}
      aria-label={list['aria-label']}
      data-windowed=""
      style={{ paddingTop, paddingBottom }}
    >
      {sections ? (
        <SectionRows entries={rows} sections={sections} className={list.sectionClassName} row={row} />
      ) : (
        rows.map((virtual) => row(virtual))
      )}
    </ul>
  )
}

type RowProps<T> = {
  item: T
  index: number
  /** The row's place in its list or section; none for a section's heading, which is no list item. */
  position: number | undefined
  size: number | undefined
  stuck: boolean
  className: string | undefined
  measure: (element: HTMLElement | null) => void
  renderItem: (item: T) => ReactNode
}

/**
 * Every scroll step renders the list again; a row renders again only when it enters the window
 * (a device row parses its user agent).
 */
function RowOf<T>({ item, index, position, size, stuck, className, measure, renderItem }: RowProps<T>) {
  const Element = position === undefined ? 'div' : 'li'
  return (
    <Element
      data-index={index}
      data-stuck={stuck || undefined}
      ref={measure}
      className={className}
      aria-posinset={position}
      aria-setsize={size}
    >
      {renderItem(item)}
    </Element>
  )
}
// `memo` drops the type parameter; the cast gives it back.
const Row = memo(RowOf) as typeof RowOf
