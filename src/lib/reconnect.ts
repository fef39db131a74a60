import { isOnline, onOnlineChange } from './online'

// The `online` event can come a moment before the network carries traffic again: a phone's radio
// still attaching, a service worker whose own fetches are not yet back. What fails for lack of
// connection in the first seconds after it is tried again by itself, each wait as long as the signal
// has been back (so the waits double), instead of waiting for an `online` event that already came.
const FOLLOW_UP_WINDOW_MS = 15_000
const FIRST_FOLLOW_UP_MS = 500

let reconnectedAt = Number.NEGATIVE_INFINITY
onOnlineChange((online) => {
  if (online) reconnectedAt = performance.now()
})

/** Forgets the last reconnect, as a page load would (tests that share one page). */
export function forgetReconnect() {
  reconnectedAt = Number.NEGATIVE_INFINITY
}

/**
 * How long to wait before trying again what has just failed for lack of connection, while the
 * browser says it is online; undefined outside the seconds after a reconnect (offline, the next
 * `online` event is the moment to try; long after one, the server itself is out of reach).
 */
export function reconnectFollowUpDelay(): number | undefined {
  if (!isOnline()) return undefined
  const since = performance.now() - reconnectedAt
  return since <= FOLLOW_UP_WINDOW_MS ? Math.max(since, FIRST_FOLLOW_UP_MS) : undefined
}
