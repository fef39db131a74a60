import type { AnyRouter } from '@tanstack/react-router'

/** Runs `task` when the browser is next idle (within 2 s). */
export function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 2000 })
  else setTimeout(task, 200)
}

/**
 * Runs `task` once the first screen has resolved and the browser is idle, so secondary work never
 * competes with the customer's page for its first paint (and adds nothing to its first-load bytes).
 */
export function afterFirstScreen(router: AnyRouter, task: () => void) {
  const unsubscribe = router.subscribe('onResolved', () => {
    unsubscribe()
    whenIdle(task)
  })
}
