import { vi } from 'vitest'

/** The timers a test fakes to run the API client's waits (retry backoff, timeouts) forward. */
export const CLIENT_TIMERS = { toFake: ['setTimeout', 'clearTimeout'] } satisfies Parameters<typeof vi.useFakeTimers>[0]

/** As in waitFor: a query that throws (its container is not rendered yet) has not found it yet. */
function attempt<T>(find: () => T | null | undefined) {
  try {
    return find()
  } catch {
    return null
  }
}

type ActFlag = { IS_REACT_ACT_ENVIRONMENT?: boolean }

/**
 * Runs the faked clock from timer to timer until `find` returns something, letting the real event
 * loop turn between timers: the mock answers outside the clock, the client's backoff waits on it.
 * Gives up after `within` ms of real time (performance.now is not faked), so a wait that never ends
 * fails instead of hanging, however fast the machine turns: a count of turns ran out before a cold
 * start's modules had loaded. Like Testing Library's waitFor, it lets React render outside act()
 * meanwhile.
 */
export async function runClockUntil<T>(find: () => T | null | undefined, within = 10_000): Promise<T> {
  const flag = globalThis as ActFlag
  const actEnvironment = flag.IS_REACT_ACT_ENVIRONMENT
  flag.IS_REACT_ACT_ENVIRONMENT = false
  const giveUpAt = performance.now() + within
  try {
    while (performance.now() < giveUpAt) {
      const found = attempt(find)
      if (found) return found
      await vi.advanceTimersToNextTimerAsync()
      await new Promise((resolve) => setImmediate(resolve))
    }
  } finally {
    flag.IS_REACT_ACT_ENVIRONMENT = actEnvironment
  }
  throw new Error(`Nothing found within ${within} ms of turning the faked clock`)
}

/**
 * Back to real timers once the faked wait is over: the timers still pending run first, so nothing
 * the screen scheduled is lost. (Testing Library's user-event awaits a real timer after each action.)
 */
export async function endFakedWait() {
  await vi.runOnlyPendingTimersAsync()
  vi.useRealTimers()
}
