// Workaround for mswjs/msw#2006 (still so in msw 2.15): `worker.start()` finds the existing
// registration and calls `registration.update()` without handling its promise. When that update
// check fails (the page reloads meanwhile, as msw itself does for an uncontrolled page, or the
// network or preview server is gone), the rejection is uncaught: a page error for nothing, since
// the worker already installed keeps serving. Only that rejection is marked handled; any other
// stays uncaught. Remove once msw catches it.

/** Chromium's and Firefox's wording of a failed `ServiceWorkerRegistration.update()`. */
const UPDATE_FAILURE = /^Failed to update a ServiceWorker/

export function isWorkerUpdateFailure(reason: unknown): boolean {
  if (typeof reason !== 'object' || reason === null || !('message' in reason)) return false
  return typeof reason.message === 'string' && UPDATE_FAILURE.test(reason.message)
}

/** Marks msw's failed update check as handled, for the page's whole life (the worker restarts later too). */
export function ignoreWorkerUpdateFailures() {
  window.addEventListener('unhandledrejection', (event) => {
    if (isWorkerUpdateFailure(event.reason)) event.preventDefault()
  })
}
