/** A load that runs on first use: call it for the result, or read `loaded()` once it is there. */
export type LazyOnce<T> = {
  (): Promise<T>
  /** The result, synchronously, once the load has finished; undefined until then. */
  loaded: () => T | undefined
}

/**
 * Loads on the first call, not before. Callers while it runs share the one load, later callers
 * get its result. A failed load reaches the callers waiting on it and is then forgotten, so the
 * next call tries again (a chunk that failed offline loads once the connection is back).
 */
export function lazyOnce<T>(load: () => Promise<T>): LazyOnce<T> {
  let pending: Promise<T> | undefined
  let result: T | undefined
  const get = () =>
    (pending ??= load().then(
      (loaded) => (result = loaded),
      (error: unknown) => {
        pending = undefined
        throw error
      },
    ))
  get.loaded = () => result
  return get
}
