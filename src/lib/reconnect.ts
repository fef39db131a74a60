import type { QueryClient } from '@tanstack/react-query'
import { isOnline, onOnlineChange } from './online'

// The `online` event can come a moment before the network carries traffic again: a phone's radio
// still attaching, a service worker whose own fetches are not yet back. What fails for lack of
// connection in the first seconds after it is tried again by itself, each wait as long as the signal
// has been back (so the waits double), instead of waiting for an `online` event that already came.
const FOLLOW_UP_WINDOW_MS = 15_000
const FIRST_FOLLOW_UP_MS = 500

// A reconnect is remembered by the query client of the app it happened to: a new client (a page
// load, a test's fresh app) starts with none.
const reconnectedAt = new WeakMap<QueryClient, number>()
let followed: QueryClient | undefined
onOnlineChange((online) => {
  if (online && followed) reconnectedAt.set(followed, performance.now())
})

/** The signal's returns are remembered for `client`, the app's query client from now on. */
export function followReconnects(client: QueryClient) {
  followed = client
}

/**
 * How long to wait before trying again what has just failed for lack of connection, while the
 * browser says it is online; undefined outside the seconds after a reconnect (offline, the next
 * `online` event is the moment to try; long after one, the server itself is out of reach).
 */
export function reconnectFollowUpDelay(client = followed): number | undefined {
  if (!isOnline() || !client) return undefined
  const since = performance.now() - (reconnectedAt.get(client) ?? Number.NEGATIVE_INFINITY)
  return since <= FOLLOW_UP_WINDOW_MS ? Math.max(since, FIRST_FOLLOW_UP_MS) : undefined
}

/** The network carries traffic: online, and not in the seconds just after a reconnect. */
export const isNetworkSettled = () => isOnline() && reconnectFollowUpDelay() === undefined
