import { afterPaint } from '@/api/after-paint'

/** Runs `task` when the browser is next idle (within 2 s). */
export function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 })
  else setTimeout(task, 200)
}

let shown: () => void = () => undefined
const firstScreenShown = new Promise<void>((resolve) => {
  shown = resolve
})

/** Called when the first screen has committed (the root route's first effect); shown once painted. */
export function firstScreenCommitted() {
  void afterPaint().then(shown)
}

/** Resolves once the browser has drawn the first screen. */
export const whenFirstScreenShown = () => firstScreenShown

/**
 * Runs `task` once the first screen is on view and the browser is idle, so secondary work never
 * competes with the customer's page for its first paint (and adds nothing to its first-load bytes).
 * Requests started before that paint count into it: on a phone's line they share the bandwidth with
 * the screen's own, and Lighthouse's simulation adds every one that finished before it.
 */
export function afterFirstScreen(task: () => void) {
  void firstScreenShown.then(() => whenIdle(task))
}
