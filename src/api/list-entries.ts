import * as v from 'valibot'
import { yieldToPage } from '@/lib/main-thread'

/** A list answer parsed entry by entry: the valid entries, and how many could not be shown. */
export type ListEntries<T> = { items: T[]; skipped: number }

function checkEntry<TItem extends v.GenericSchema>(
  item: TItem,
  entry: unknown,
  into: ListEntries<v.InferOutput<TItem>>,
) {
  const result = v.safeParse(item, entry)
  if (result.success) into.items.push(result.output)
  else into.skipped += 1
}

/**
 * One bad entry must not hide all the others (a payment with an unknown type, a service with a
 * broken price): each entry is checked on its own, the invalid ones are counted and left out.
 * An answer that is not a list at all still fails as a whole (a malformed answer).
 */
export function listEntries<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((entries) => {
      const checked: ListEntries<v.InferOutput<TItem>> = { items: [], skipped: 0 }
      for (const entry of entries) checkEntry(item, entry, checked)
      return checked
    }),
  )
}

/** How long one slice of a long list may hold the page before it yields: well under a frame on a slow phone. */
const SLICE_MS = 12

/**
 * Runs `step` for every index below `count` in slices of about SLICE_MS with a yield between them,
 * so that the page keeps answering and painting while a long list is worked through.
 */
export async function runInSlices(count: number, step: (index: number) => void): Promise<void> {
  let sliceStart = performance.now()
  for (let index = 0; index < count; index += 1) {
    // performance.now() is cheap, but not free: look at the clock every 100 entries.
    if (index % 100 === 0 && performance.now() - sliceStart > SLICE_MS) {
      await yieldToPage()
      sliceStart = performance.now()
    }
    step(index)
  }
}
