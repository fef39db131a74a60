import { createElement, lazy, type ComponentType } from 'react'
import { lazyOnce } from './lazy-once'
import { prefetchOnDemandCode } from './route-chunks'

type Module<Props> = { default: ComponentType<Props> }

/**
 * React.lazy for a component whose code is not part of the first load, fetched and run while the
 * browser is idle after the first screen (prefetchOnDemandCode). React.lazy alone suspends on its
 * first render even when the import has long finished: it shows its fallback and, under React's
 * throttle of revealed fallbacks, the content a good while after the tap that asked for it. Once the
 * code is here, this one's load answers at once, with a thenable that calls back before it returns
 * (React.lazy takes "a Promise or another thenable"), so the component renders in the very pass that
 * mounts it. Before that it is React.lazy as usual, fallback and all.
 *
 * A load that failed (offline, then a tap) reaches the nearest error boundary, and the next render
 * loads again: React.lazy keeps a failure for good, so a fresh one takes its place (`lazyOnce`
 * forgets the failed load too). A browser may keep the failed import itself for the whole document;
 * the error screen then loads the page again once the signal is back (features/shell/error-screen.tsx),
 * which loses nothing typed: the form never showed, and its screen already gave way to the error.
 */
export function preloadedComponent<Props extends object>(load: () => Promise<Module<Props>>) {
  let loaded: Module<Props> | undefined
  const code = lazyOnce(() => load().then((module) => (loaded = module)))
  prefetchOnDemandCode(code)
  const fresh = () =>
    lazy(() => {
      if (!loaded)
        return code().catch((error: unknown) => {
          current = fresh()
          throw error
        })
      const here = loaded
      // The React types know only promises; React.lazy reads any thenable the same way.
      return { then: (resume: (module: Module<Props>) => void) => resume(here) } as unknown as Promise<Module<Props>>
    })
  let current = fresh()
  return function Preloaded(props: Props) {
    return createElement(current, props)
  }
}
