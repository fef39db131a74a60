import { onOnlineChange } from './online'
import { reconnectFollowUpDelay } from './reconnect'

/**
 * Imports code the first screen did not need, trying again each time the connection comes back: a
 * first load cut off by a lost signal finishes its secondary parts by itself, and a failed import
 * never reaches an error boundary (the root's would replace the whole portal).
 */
export function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => nextChance().then(() => importWhenOnline(load)))
}

/** A moment later just after a reconnect (lib/reconnect.ts), else the next time the signal returns. */
function nextChance() {
  const delay = reconnectFollowUpDelay()
  return delay === undefined ? backOnline() : new Promise<void>((resume) => setTimeout(resume, delay))
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
