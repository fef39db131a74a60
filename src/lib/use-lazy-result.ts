import { useCallback, useState, useSyncExternalStore } from 'react'
import type { LazyOnce } from './lazy-once'

/**
 * A lazy load's result once it is here, starting the load while `needed`; undefined until then. A
 * failed load is thrown, for the nearest error boundary, whose retry mounts anew and loads again.
 *
 * The result is read as an external store, not copied into state by an effect: a load that finishes
 * after the render that lacked it but before that render's effects ran would otherwise find nothing
 * to tell, and the component would wait for good. React checks the store once it has subscribed and
 * renders again when the result came in between.
 */
export function useLazyResult<T>(lazy: LazyOnce<T>, needed: boolean): T | undefined {
  const [failure, setFailure] = useState<{ error: unknown }>()
  const subscribe = useCallback(
    (arrived: () => void) => {
      if (!needed) return () => undefined
      let subscribed = true
      lazy().then(
        () => subscribed && arrived(),
        (error: unknown) => subscribed && setFailure({ error }),
      )
      return () => void (subscribed = false)
    },
    [lazy, needed],
  )
  const result = useSyncExternalStore(subscribe, lazy.loaded, lazy.loaded)
  if (failure) throw failure.error
  return result
}
