import { lazy, type ComponentType } from 'react'
import { lazyOnce } from './lazy-once'
import { prefetchOnDemandCode } from './route-chunks'

/**
 * A component whose code is not part of the first load: it is fetched and run while the browser is
 * idle after the first screen (prefetchOnDemandCode), and once it is here the component renders in
 * the very pass that mounts it. React.lazy alone suspends on its first render even when the import
 * has long finished: it shows its fallback and, under React's throttle of revealed fallbacks, the
 * content a good while after the tap that asked for it. Until the code is here it is React.lazy,
 * fallback and all; the lazy one never reaches the page, as its content renders only once `code`
 * has its result, and the retry that shows it picks the loaded component.
 */
export function preloadedComponent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const code = lazyOnce(load)
  prefetchOnDemandCode(code)
  const Lazy = lazy(() => code().then((component) => ({ default: component })))
  return function Preloaded(props: Props) {
    const Component = code.loaded() ?? Lazy
    return <Component {...props} />
  }
}
