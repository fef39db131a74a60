import { TanStackDevtools } from '@tanstack/react-devtools'
import { useLayoutEffect } from 'react'
import { DevBar } from './dev-bar'
import { stackPanes, useNarrow } from './one-pane'
import { useDevtoolsPlugins } from './plugins'
import './one-pane.css'

/**
 * The developer's one entry point (dev server only): TanStack's shell with the router, query, form
 * and mock panels. Its own trigger would float over the app's controls at every corner, so it stays
 * hidden and the shell opens from a bar in the page's flow above the app (or by its hotkey).
 */
export default function Devtools() {
  const plugins = useDevtoolsPlugins()
  const narrow = useNarrow()
  // The shell reads its layout when it mounts, in an effect of its own: a layout effect here runs
  // before it. Crossing 768 px mounts the shell again, so that it reads the layout for its width.
  useLayoutEffect(() => {
    if (narrow) stackPanes(plugins)
    // Only when the width crosses: later the developer's own choice of tab stays.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [narrow])
  return (
    <>
      <DevBar />
      <TanStackDevtools
        key={narrow ? 'one pane' : 'panes'}
        plugins={plugins}
        config={{ triggerHidden: true, triggerMode: 'fixed', panelLocation: 'bottom' }}
      />
    </>
  )
}
