import { queryOptions, type QueryFunction } from '@tanstack/react-query'

type ReadOptions = {
  staleTime: number
  /** The screen shows a failure in place, with a retry, so the shared handler does not toast it. */
  inlineError?: boolean
  /** false where comparing a new answer with the cached one entry by entry costs more than it saves. */
  structuralSharing?: false
}

/**
 * One read of a resource's query factory (STYLE.md): its key starts with the factory's `all()`,
 * so invalidating the resource refreshes it.
 */
export function readQuery<const Key extends readonly string[], Data>(
  queryKey: Key,
  queryFn: QueryFunction<Data, Key>,
  { staleTime, inlineError = false, structuralSharing }: ReadOptions,
) {
  return queryOptions({
    queryKey,
    queryFn,
    staleTime,
    meta: { inlineError },
    ...(structuralSharing === false && { structuralSharing }),
  })
}
