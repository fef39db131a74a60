import { isOnline, onOnlineChange } from './online'
import { reconnectFollowUpDelay } from './reconnect'

/** The first wait before trying again a load that failed while online; each next wait doubles, up to the last. */
const FIRST_RETRY_MS = 1_000
const LAST_RETRY_MS = 30_000

/**
 * Imports code the first screen did not need, trying again until it arrives: a first load cut off by
 * a lost signal finishes its secondary parts by itself, and a failed import never reaches an error
 * boundary (the root's would replace the whole portal).
 */
export function importWhenOnline<T>(load: () => Promise<T>, wait = FIRST_RETRY_MS): Promise<T> {
  return load().catch(() => nextChance(wait).then(() => importWhenOnline(load, Math.min(wait * 2, LAST_RETRY_MS))))
}

/**
 * Offline, the next time the signal returns; a moment later just after a reconnect (lib/reconnect.ts).
 * Online otherwise, after `wait`: the load failed with the signal up (a service worker stopped in the
 * middle of its answer, a host's hiccup), and no `online` event is coming to say when to try again.
 */
function nextChance(wait: number) {
  if (!isOnline()) return backOnline()
  const delay = reconnectFollowUpDelay() ?? wait
  return new Promise<void>((resume) => setTimeout(resume, delay))
}

function backOnline() {
  return new Promise<void>((resume) => {
    const stop = onOnlineChange((online) => {
      if (!online) return
      stop()
      resume()
    })
  })
}
