import { TanStackDevtools } from '@tanstack/react-devtools'
import { DevBar } from './dev-bar'
import { useDevtoolsPlugins } from './plugins'

/**
 * The developer's one entry point (dev server only): TanStack's shell with the router, query, form
 * and mock panels. Its own trigger would float over the app's controls at every corner, so it stays
 * hidden and the shell opens from a bar in the page's flow above the app (or by its hotkey).
 */
export default function Devtools() {
  return (
    <>
      <DevBar />
      <TanStackDevtools
        plugins={useDevtoolsPlugins()}
        config={{ triggerHidden: true, triggerMode: 'fixed', panelLocation: 'bottom' }}
      />
    </>
  )
}
