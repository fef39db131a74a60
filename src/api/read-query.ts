import { queryOptions, type QueryFunction } from '@tanstack/react-query'
import type { ApiCall } from './call'

/**
 * What a read takes from its query: the signal TanStack Query aborts once no screen shows the read
 * any more (the customer left it), which ends the request and the HTTP client's retries with it.
 */
export type ReadContext = { signal?: AbortSignal }

type ReadOptions = {
  /** The backend call it reads. */
  call: ApiCall
  staleTime: number
  /** The screen shows a failure in place, with a retry, so the shared handler does not toast it. */
  inlineError?: boolean
  /** false where comparing a new answer with the cached one entry by entry costs more than it saves. */
  structuralSharing?: false
  /**
   * Every route that shows it starts it in its loader. A screen that mounts after that request has
   * already failed shows the failure with its retry instead of sending the request again at once:
   * one visit, one request, however the screen's code and the answer race (a seeded fault rule of
   * the studio counts them).
   */
  startedByLoader?: true
}

/**
 * One read of a resource's query factory (STYLE.md): its key starts with the factory's `all()`,
 * so invalidating the resource refreshes it.
 */
export function readQuery<const Key extends readonly string[], Data>(
  queryKey: Key,
  queryFn: QueryFunction<Data, Key>,
  { call, staleTime, inlineError = false, structuralSharing, startedByLoader }: ReadOptions,
) {
  return queryOptions({
    queryKey,
    queryFn,
    staleTime,
    meta: { inlineError, call },
    ...(structuralSharing === false && { structuralSharing }),
    ...(startedByLoader && { retryOnMount: false }),
  })
}
