import { afterPaint } from '@/api/after-paint'

/** Runs `task` when the browser is next idle (within 2 s). */
export function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 })
  else setTimeout(task, 200)
}

const LARGEST_PAINT = 'largest-contentful-paint'
/** The longest wait for the browser's report once the screen's frames have run (see below). */
export const PRESENT_WAIT_MS = 300

/**
 * Resumes once the browser has put on screen what was committed at `committedAt`. Two animation
 * frames are not that: under load the frame reaches the screen 30-40 ms after them (seen in
 * Lighthouse's traces of /auth), so work started "after the paint" was still racing it. Chromium
 * reports a largest paint when its frame is presented, and the first screen's largest element is
 * larger than the loading screen's text, so its report is the signal. Where no report comes
 * (a browser without it, a hidden tab, a screen with only small text, a tap before it), the wait
 * ends PRESENT_WAIT_MS after the frames.
 */
export function afterPresented(committedAt: number): Promise<void> {
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
      if (list.getEntries().some((entry) => entry.startTime >= committedAt)) done()
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

/**
 * Called in the commit of the first screen (the root route's first layout effect, before the
 * browser paints it); shown once that frame is on screen.
 */
export function firstScreenCommitted() {
  void afterPresented(performance.now()).then(shown)
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
