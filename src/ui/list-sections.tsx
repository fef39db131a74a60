import type { ReactNode } from 'react'

// A list with headings among its items (a history's months) is laid out in sections: each heading
// and the rows after it, up to the next heading, share one `<li>` with the rows in a list of their
// own. A `position: sticky` heading is held inside its section, so the next section's heading pushes
// it away instead of sliding over it. Rows before the first heading form a section without one.

/** The position in `sorted` (ascending) of the last value at or before `value`; -1 when none is. */
export function lastAtOrBefore(sorted: readonly number[], value: number): number {
  let low = 0
  let high = sorted.length - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    if ((sorted[middle] ?? 0) <= value) {
      found = middle
      low = middle + 1
    } else high = middle - 1
  }
  return found
}

/** The indexes of the headings among `items`, ascending. */
export const headingIndexes = <T,>(items: readonly T[], isHeading: (item: T) => boolean) =>
  items.flatMap((item, index) => (isHeading(item) ? [index] : []))

/** Where the sections start (at every heading, and at 0), among how many items. */
export type Sections = { starts: readonly number[]; firstHeaded: boolean; count: number }

/** The sections of `count` items with headings at `headings` (ascending indexes). */
export function sectionsOf(headings: readonly number[], count: number): Sections {
  const firstHeaded = headings[0] === 0
  return { starts: firstHeaded ? headings : [0, ...headings], firstHeaded, count }
}

/**
 * Where an item sits: its section, whether it is the section's heading, and otherwise its place
 * among the section's rows (1-based) and their count, as `aria-posinset` and `aria-setsize` say.
 */
export function placeOf(sections: Sections, index: number) {
  const section = lastAtOrBefore(sections.starts, index)
  const start = sections.starts[section] ?? 0
  const end = sections.starts[section + 1] ?? sections.count
  const heading = section > 0 || sections.firstHeaded ? 1 : 0
  return {
    section,
    isHeading: heading === 1 && index === start,
    position: index - start + 1 - heading,
    size: end - start - heading,
  }
}

/** Consecutive runs of `entries` (ascending by index) that fall in one section, with that section's number. */
export function groupBySection<E extends { index: number }>(entries: readonly E[], sections: Sections) {
  const groups: { section: number; entries: E[] }[] = []
  for (const entry of entries) {
    const section = lastAtOrBefore(sections.starts, entry.index)
    const last = groups.at(-1)
    if (last?.section === section) last.entries.push(entry)
    else groups.push({ section, entries: [entry] })
  }
  return groups
}

/** A row's place among its section's rows (1-based) and their count; `null` for a section's heading. */
export type Place = { position: number; size: number }

type SectionRowsProps<E> = {
  /** The rows rendered, ascending by index: all of them, or those of a window. */
  entries: readonly E[]
  sections: Sections
  /** The class of a section's `<li>`. */
  className: string | undefined
  /** A heading (place `null`) as a block of the section's own; a row as a list item. */
  row: (entry: E, place: Place | null) => ReactNode
}

/**
 * Each section as one list item: its heading when it is rendered (a windowed list may hold only a
 * section's last rows), then its rows in a list of their own. Its place among the sections is said,
 * for a windowed list that holds only some of them.
 */
export function SectionRows<E extends { index: number }>({ entries, sections, className, row }: SectionRowsProps<E>) {
  return groupBySection(entries, sections).map(({ section, entries: group }) => {
    let heading: ReactNode = null
    const rows: ReactNode[] = []
    for (const entry of group) {
      const place = placeOf(sections, entry.index)
      if (place.isHeading) heading = row(entry, null)
      else rows.push(row(entry, place))
    }
    return (
      <li key={section} className={className} aria-posinset={section + 1} aria-setsize={sections.starts.length}>
        {heading}
        {rows.length > 0 && <ul>{rows}</ul>}
      </li>
    )
  })
}
