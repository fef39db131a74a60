import * as v from 'valibot'

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

/** How long one slice of a long list may hold the page before it yields: well under a frame at 4x CPU. */
const SLICE_MS = 12

/**
 * Hands the main thread back to the browser (input, paint) and resumes soon after, ahead of other
 * queued work where `scheduler.yield` exists (Chromium), after a macrotask elsewhere.
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resume) => setTimeout(resume, 0))
}

/**
 * `listEntries` for an answer that may be long (a long-time customer's 10 000 payments): the same
 * checks, in slices of about SLICE_MS with a yield between them, so that the page keeps answering
 * and painting while they run.
 */
export function listEntriesInSlices<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipeAsync(
    v.array(v.unknown()),
    v.transformAsync(async (entries) => {
      const checked: ListEntries<v.InferOutput<TItem>> = { items: [], skipped: 0 }
      let sliceStart = performance.now()
      for (const [index, entry] of entries.entries()) {
        // performance.now() is cheap, but not free: look at the clock every 100 entries.
        if (index % 100 === 0 && performance.now() - sliceStart > SLICE_MS) {
          await yieldToPage()
          sliceStart = performance.now()
        }
        checkEntry(item, entry, checked)
      }
      return checked
    }),
  )
}
