import { lazy, type ComponentType } from 'react'
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
 */
export function preloadedComponent<Props extends object>(load: () => Promise<Module<Props>>) {
  let loaded: Module<Props> | undefined
  const code = () => load().then((module) => (loaded = module))
  prefetchOnDemandCode(code)
  return lazy(() => {
    if (!loaded) return code()
    const here = loaded
    // The React types know only promises; React.lazy reads any thenable the same way.
    return { then: (resume: (module: Module<Props>) => void) => resume(here) } as unknown as Promise<Module<Props>>
  })
}
