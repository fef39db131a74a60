import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { toast } from '@/ui/toast'
import { describeError, isConnectionFailure, isSessionExpiry, type ErrorTexts } from './api/errors'
import { isOnline, onOnlineChange } from './lib/online'
import { followReconnects, reconnectFollowUpDelay } from './lib/reconnect'
import { getToken } from './api/token'
import type { ApiCall } from './api/call'

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** The screen shows this failure itself (an inline state with a retry), so no toast. */
      inlineError?: boolean
      /** The backend call the query reads: the mock's studio reads it again when its answer changes. */
      call?: ApiCall
    }
    mutationMeta: {
      /** SPEC §8 fallback texts for this mutation's area; `false` when the form handles errors itself. */
      errorTexts?: ErrorTexts | false
    }
  }
}

// Failures every screen shares are toasted once here (SPEC §8: all errors appear as toasts).
// A 401 ends the session with its own single notice; reads failing after sign-out are not news.

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isSessionExpiry(error) || getToken() === null || query.meta?.inlineError) return
        if (!isOnline()) return // the offline banner already says why; reads refetch on reconnect
        const message = describeError(error)
        toast.error(message, { id: message })
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        const texts = mutation.meta?.errorTexts
        if (texts === false || isSessionExpiry(error)) return
        toast.error(describeError(error, texts))
      },
    }),
    defaultOptions: {
      // ky already retries idempotent GETs with backoff; the POST-shaped reads of this API must not repeat.
      // networkMode 'always': nothing waits for the connection to come back. Offline, a read fails
      // at once (its screen says so and it refetches on reconnect), and a mutation, above all a
      // payment, fails now instead of firing by itself minutes later.
      // A failed read counts as stale, so the default refetchOnReconnect runs it again; one that
      // finds no connection in the seconds after a reconnect runs again by itself (lib/reconnect.ts).
      queries: {
        retry: (_failures, error) => isConnectionFailure(error) && reconnectFollowUpDelay(client) !== undefined,
        retryDelay: () => reconnectFollowUpDelay(client) ?? 0,
        refetchOnWindowFocus: true,
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  })
  followReconnects(client)
  // Back online, every failed read on screen runs again from scratch. The library's own reconnect
  // refetch joins a fetch still in flight, and one started offline fails even after the signal is back.
  onOnlineChange((online) => {
    if (online) void client.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' })
  })
  return client
}
