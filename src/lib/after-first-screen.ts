import { afterPaint } from './after-paint'

/** Runs `task` when the browser is next idle (within 2 s). */
export function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 })
  else setTimeout(task, 200)
}

const LARGEST_PAINT = 'largest-contentful-paint'
/** The longest wait for the browser's report once the screen's frames have run (see below). */
export const PRESENT_WAIT_MS = 300

/**
 * Resumes once the browser has put the first screen on view. Two animation frames after its commit
 * are not that: under load the frame reaches the screen after them (Lighthouse's traces of /auth),
 * so work started "after the paint" still raced it. Chromium reports a largest
 * paint once its frame is presented; the first screen's largest element is larger than the loading
 * screen's text, and a report whose element is still in the page is the first screen's (the loading
 * screen's was removed by the commit). Where no such report comes (a browser without it, a hidden
 * tab, a screen of small text only, a tap first), the wait ends PRESENT_WAIT_MS after the frames.
 */
export function afterPresented(): Promise<void> {
  const reported =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes(LARGEST_PAINT)
  if (!reported) return afterPaint()
  return new Promise((resume) => {
    let fallback: ReturnType<typeof setTimeout> | undefined
    const done = () => {
      observer.disconnect()
      clearTimeout(fallback)
      resume()
    }
    const observer = new PerformanceObserver((list) => {
      const entries = list.getEntries() as LargestContentfulPaint[]
      if (entries.some((entry) => entry.element?.isConnected)) done()
    })
    // Buffered: the report may have come before this ran.
    observer.observe({ type: LARGEST_PAINT, buffered: true })
    void afterPaint().then(() => {
      fallback = setTimeout(done, PRESENT_WAIT_MS)
    })
  })
}

let shown: () => void = () => undefined
const firstScreenShown = new Promise<void>((resolve) => {
  shown = resolve
})

/** Called when the first screen has committed (the root route's first effect); shown once presented. */
export function firstScreenCommitted() {
  void afterPresented().then(shown)
}

/** Resolves once the browser has drawn the first screen. */
export const whenFirstScreenShown = () => firstScreenShown

/**
 * Runs `task` once the first screen is on view and the browser is idle, so secondary work never
 * competes with the customer's page for its first paint (and adds nothing to its first-load bytes).
 * Requests started before that paint count into it: on a phone's line they share the bandwidth with
 * the screen's own, and Lighthouse's simulation adds every one that started before it.
 */
export function afterFirstScreen(task: () => void) {
  void firstScreenShown.then(() => whenIdle(task))
}
