import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * Where the reader is in a windowed list, kept while the list learns its rows again at a new width:
 * the row at the top of the view and how far its top lies below the view's top (negative when it is
 * partly scrolled past), or `'end'` for a reader at the end. `undefined`: the list's first row is
 * still wholly in view, or below it, and the page's own scroll is already the place.
 */
export type ReadingPlace = { index: number; offset: number } | 'end' | undefined

/**
 * Where the reader left a page's list, by history entry, and the width they read it at: the page's
 * saved scroll holds at that width alone. Come back at another (a phone turned, a window resized, the
 * studio docked while away), the rows wrap anew, and the same scroll is other rows.
 */
const leftPlaces = new Map<string, { width: number; place: ReadingPlace }>()
/** Entries kept: far more than a session's Back presses reach; the oldest go first. */
const LEFT_PLACES_LIMIT = 50

export function rememberLeftPlace(entry: string, width: number, place: ReadingPlace) {
  leftPlaces.delete(entry)
  leftPlaces.set(entry, { width, place })
  if (leftPlaces.size > LEFT_PLACES_LIMIT) leftPlaces.delete(leftPlaces.keys().next().value as string)
}

/** The place to come back to by row, when the list is back at another width than the one it was left at. */
export function placeLeftAt(entry: string, width: number | undefined): ReadingPlace {
  const left = leftPlaces.get(entry)
  return left && width !== undefined && left.width !== width ? left.place : undefined
}

/** A history entry's key, as the router's scroll restoration keys its saved scroll. */
export const historyEntry = (location: { state: { __TSR_key?: string }; href: string }) =>
  location.state.__TSR_key ?? location.href

/** What puts the reader back: the virtualizer's own scrolling, which knows every row's place. */
export type Scroller = {
  getOffsetForIndex: (index: number, align: 'start') => readonly [number, unknown] | undefined
  scrollToOffset: (offset: number) => void
  scrollToEnd: () => void
}

const viewTop = (box: HTMLElement | null) => (box ? box.getBoundingClientRect().top : 0)
const viewBottom = (box: HTMLElement | null) => (box ? box.getBoundingClientRect().bottom : window.innerHeight)

/**
 * The list's end is in view: its last row is read. The page may go on below the list, and End can
 * stop a little short of the page's end when the last rows learn their heights after the jump.
 */
function isAtEnd(list: HTMLElement, box: HTMLElement | null) {
  const view = box ?? document.documentElement
  return view.scrollHeight > view.clientHeight && list.getBoundingClientRect().bottom <= viewBottom(box) + 1
}

/** The first row (a stuck heading aside) whose bottom is below the view's top. */
function topRow(list: HTMLElement, box: HTMLElement | null): ReadingPlace {
  const top = viewTop(box)
  for (const row of list.querySelectorAll<HTMLElement>('[data-index]:not([data-stuck])')) {
    const { top: rowTop, bottom } = row.getBoundingClientRect()
    if (bottom <= top) continue
    const index = Number(row.dataset.index)
    return index === 0 && rowTop >= top ? undefined : { index, offset: rowTop - top }
  }
  return undefined
}

/**
 * Calls `relearn` with the reader's place when the list's width is no longer `learnedWidth` (the
 * window resized, the studio docked beside the page): rows wrap anew there, so the heights learned
 * at the old width would put every row out of its place. The place is read as the reader scrolls:
 * by the time the new width is observed, the rows have reflowed, and the rows above the reader have
 * moved them (and the end) away. When the rows go (the reader leaves the page), `onLeave` gets it.
 */
export function useWidthChange(
  listRef: RefObject<HTMLElement | null>,
  learnedWidth: number | undefined,
  scroller: (() => HTMLElement | null) | undefined,
  relearn: ((place: ReadingPlace) => void) | undefined,
  onLeave?: (width: number, place: ReadingPlace) => void,
) {
  useEffect(() => {
    const list = listRef.current
    // Without layout (jsdom) a list has no width, and nothing to learn again.
    if (!list || !learnedWidth || !relearn || typeof ResizeObserver === 'undefined') return
    const box = scroller?.() ?? null
    const placeNow = () => (isAtEnd(list, box) ? 'end' : topRow(list, box))
    let place = placeNow()
    // Only at the learned width: at a new one the rows have reflowed, and the scrolling that follows
    // (the browser's, the virtualizer's for rows above that grew) is no reader's.
    const onScroll = () => {
      if (list.clientWidth === learnedWidth) place = placeNow()
    }
    const target = box ?? window
    target.addEventListener('scroll', onScroll, { passive: true })
    const observer = new ResizeObserver(() => {
      if (list.clientWidth !== learnedWidth) relearn(place)
    })
    observer.observe(list)
    return () => {
      observer.disconnect()
      target.removeEventListener('scroll', onScroll)
      onLeave?.(learnedWidth, place)
    }
  }, [listRef, learnedWidth, scroller, relearn, onLeave])
}

/** Scrolls to `place` by the virtualizer, which knows every row's place. */
export function scrollToPlace(place: Exclude<ReadingPlace, undefined>, virtualizer: Scroller) {
  // The rows at the end learn their heights only once laid out there, and the page grows below the
  // reader: scrollToEnd follows the end until it holds still.
  if (place === 'end') return virtualizer.scrollToEnd()
  const [start] = virtualizer.getOffsetForIndex(place.index, 'start') ?? []
  if (start !== undefined) virtualizer.scrollToOffset(start - place.offset)
}

/** Puts the reader back at `place` once the rows laid out anew know where the list is (`ready`). */
export function useRestorePlace(place: ReadingPlace, ready: boolean, virtualizer: Scroller) {
  const restored = useRef(false)
  useLayoutEffect(() => {
    if (!ready || place === undefined || restored.current) return
    restored.current = true
    scrollToPlace(place, virtualizer)
  }, [place, ready, virtualizer])
}
