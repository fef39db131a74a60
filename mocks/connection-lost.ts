// A real backend's answer still on its way is lost with the connection: the browser fails the request.
// The mock answers from inside the page, where going offline would otherwise not touch it, so an answer
// it holds back (a latency rule, a call that never answers) fails as a network error when the page
// goes offline, as the customer's phone would see it.

/**
 * Waits `ms` (or for ever), unless the page goes offline first: resolves to whether it did. A request
 * sent just before the signal went can reach the mock after the offline event (the worker hands it
 * over a moment later): it fails at once.
 */
export function connectionLostWithin(ms: number): Promise<boolean> {
  if (globalThis.navigator?.onLine === false) return Promise.resolve(true)
  return new Promise((resolve) => {
    const target = globalThis as Partial<Pick<Window, 'addEventListener' | 'removeEventListener'>>
    const lost = () => {
      clearTimeout(timer)
      resolve(true)
    }
    const timer = Number.isFinite(ms)
      ? setTimeout(() => {
          target.removeEventListener?.('offline', lost)
          resolve(false)
        }, ms)
      : undefined
    target.addEventListener?.('offline', lost, { once: true })
  })
}
