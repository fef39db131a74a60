import { useCallback, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react'
import { estimateOf, type WindowedListProps } from './windowed-list-props'
import type { ReadingPlace } from './windowed-place'

/** Laid out like the list's rows (the list is their containing block), never seen or read out. */
export const PROBE_STYLE: CSSProperties = { position: 'absolute', insetInline: 0, top: 0, visibility: 'hidden' }

/**
 * Row heights learned per shape (`sizeKey`). Before the list is windowed, one row of each shape not
 * yet known renders hidden in it, and its height becomes the estimate of every row of that shape.
 * How text wraps depends on the reader's font, zoom and width, which a fixed estimate cannot know:
 * at 375 px, 510 of 985 payment rows wrapped their title beside a wide amount (94 px against 70), so
 * End stopped 1.3k px short of the end and rows corrected the scroll as they came into view.
 *
 * The probes are measured and gone before the browser paints, so nobody sees or hears them; while
 * `probes` is not empty the list renders them alone. New shapes can come later (the whole history
 * after its first page): the windowed rows then start again where the reader is, and only their
 * first appearance restores a saved scroll (`firstAppearance`), which would be stale by then.
 *
 * The heights hold at the list's width (`width`) alone. At a new one (`relearn`) every shape is laid
 * out again, and the rows start again at the reader's place (`place`, ./windowed-place.ts).
 */
export function useSizeProbe<T>({ items, estimateSize, sizeKey }: WindowedListProps<T>) {
  const [{ heights, passes, width, place }, setLearned] = useState<Learned>(NOTHING_LEARNED)
  const probes = useMemo(() => {
    if (!sizeKey) return []
    const shapes = new Map<number, T>()
    for (const item of items) {
      const key = sizeKey(item)
      if (!heights.has(key) && !shapes.has(key)) shapes.set(key, item)
    }
    return [...shapes.values()]
  }, [items, sizeKey, heights])
  // While they render alone, the list keeps at least its estimated height, so the page does not
  // shrink under a reader who has scrolled, and the browser does not pull the scroll back.
  const probingHeight = useMemo(
    () => (probes.length === 0 ? 0 : items.reduce((total, item) => total + estimateOf(estimateSize, item), 0)),
    [probes, items, estimateSize],
  )

  const probeElements = useRef<(HTMLElement | null)[]>([])
  const probeRef = useCallback((index: number) => {
    return (element: HTMLElement | null) => void (probeElements.current[index] = element)
  }, [])
  useLayoutEffect(() => {
    if (!sizeKey || probes.length === 0) return
    const learned = new Map(heights)
    probes.forEach((item, index) => {
      // Without layout (jsdom) a row reads 0 px: its estimate stands, and its shape is not probed again.
      const height = probeElements.current[index]?.getBoundingClientRect().height
      learned.set(sizeKey(item), height || estimateOf(estimateSize, item))
    })
    const listWidth = probeElements.current[0]?.parentElement?.clientWidth
    // A place is kept for the rows after a new width only, not after new shapes joined known ones.
    setLearned({
      heights: learned,
      passes: passes + 1,
      width: listWidth,
      place: heights.size === 0 ? place : undefined,
    })
  }, [probes, heights, passes, place, sizeKey, estimateSize])
  const relearn = useCallback(
    (at: ReadingPlace) => setLearned((learned) => ({ ...NOTHING_LEARNED, passes: learned.passes, place: at })),
    [],
  )

  const estimateRow = useCallback(
    (item: T) => (sizeKey && heights.get(sizeKey(item))) || estimateOf(estimateSize, item),
    [heights, sizeKey, estimateSize],
  )
  const widthLearning: WidthLearning = { width, place, relearn: sizeKey ? relearn : undefined }
  return {
    estimateSize: sizeKey ? estimateRow : estimateSize,
    firstAppearance: passes <= 1,
    widthLearning,
    probes,
    probeRef,
    probingHeight,
  }
}

/** For the windowed rows: the width the heights hold at, the reader's place to start at, and how to learn again. */
export type WidthLearning = {
  width: number | undefined
  place: ReadingPlace
  relearn: ((place: ReadingPlace) => void) | undefined
}

type Learned = {
  heights: ReadonlyMap<number, number>
  passes: number
  /** The list's width (`clientWidth`) when the heights were learned; none without layout. */
  width: number | undefined
  place: ReadingPlace
}

const NOTHING_LEARNED: Learned = { heights: new Map(), passes: 0, width: undefined, place: undefined }
