/** The part of a Worker the page's off-thread readers use; tests give a fake one of this shape. */
export type PageWorker = Pick<Worker, 'postMessage' | 'addEventListener' | 'terminate'>

/**
 * Starts a module worker, or says there is none (no Worker, as in jsdom; a CSP or a browser that
 * refuses module workers): the caller then does the work on the page. `create` holds the
 * `new Worker(new URL(…, import.meta.url))` itself, the form Vite finds and bundles workers by.
 */
export function startWorker(create: () => Worker): PageWorker | undefined {
  if (typeof Worker !== 'function') return undefined
  try {
    return create()
  } catch {
    return undefined
  }
}
