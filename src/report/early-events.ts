// The recorder's code loads only once the first screen has shown (it must not compete with that
// screen's render). What the page meets before then (an uncaught error while starting, the connection
// dropping) is kept here, a few bytes in the entry, and handed to the recorder when it starts.

export const RECORDED_EVENT_TYPES = ['error', 'unhandledrejection', 'online', 'offline'] as const

// An error thrown in a loop before the recorder arrives must not grow the page's memory.
const EARLY_LIMIT = 20

const early: { event: Event; time: number }[] = []
const keep = (event: Event) => {
  if (early.length < EARLY_LIMIT) early.push({ event, time: Date.now() })
}

export function keepEarlyEvents() {
  for (const type of RECORDED_EVENT_TYPES) window.addEventListener(type, keep)
}

/** Stops keeping, and returns what was kept with when it happened, oldest first. */
export function takeEarlyEvents() {
  for (const type of RECORDED_EVENT_TYPES) window.removeEventListener(type, keep)
  return early.splice(0)
}
