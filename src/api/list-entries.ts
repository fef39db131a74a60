import * as v from 'valibot'

/** A list answer parsed entry by entry: the valid entries, and how many could not be shown. */
export type ListEntries<T> = { items: T[]; skipped: number }

/**
 * One bad entry must not hide all the others (a payment with an unknown type, a service with a
 * broken price): each entry is checked on its own, the invalid ones are counted and left out.
 * An answer that is not a list at all still fails as a whole (a malformed answer).
 */
export function listEntries<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((entries): ListEntries<v.InferOutput<TItem>> => {
      const items: v.InferOutput<TItem>[] = []
      let skipped = 0
      for (const entry of entries) {
        const result = v.safeParse(item, entry)
        if (result.success) items.push(result.output)
        else skipped += 1
      }
      return { items, skipped }
    }),
  )
}
