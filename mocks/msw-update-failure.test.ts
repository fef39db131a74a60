import { describe, expect, it } from 'vitest'
import { ignoreWorkerUpdateFailures, isWorkerUpdateFailure } from './msw-update-failure'

// jsdom has no PromiseRejectionEvent: a cancelable event carrying `reason` stands in for it.
function rejection(reason: unknown) {
  const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason })
  window.dispatchEvent(event)
  return event
}

const updateFailure = new TypeError(
  "Failed to update a ServiceWorker for scope ('http://127.0.0.1:4173/') with script " +
    "('http://127.0.0.1:4173/mockServiceWorker.js'): An unknown error occurred when fetching the script.",
)

describe("msw's unhandled update check (mswjs/msw#2006)", () => {
  ignoreWorkerUpdateFailures()

  it.each([
    ['a TypeError from the update check', updateFailure, true],
    ['a DOMException from the update check', new DOMException('Failed to update a ServiceWorker: aborted'), true],
    ['another error', new Error('Ошибка запроса'), false],
    ['a registration failure', new TypeError('Failed to register a ServiceWorker for scope'), false],
    ['a string', 'Failed to update a ServiceWorker', false],
    ['nothing', undefined, false],
  ])('%s: handled = %s', (_case, reason, handled) => {
    expect(isWorkerUpdateFailure(reason)).toBe(handled)
    expect(rejection(reason).defaultPrevented).toBe(handled)
  })
})
