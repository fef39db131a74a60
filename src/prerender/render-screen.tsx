import { prerender } from 'react-dom/static'
import { createMemoryHistory } from '@tanstack/react-router'
import { App } from '../app'
import { BASE_PREFIX } from '../lib/base-path'
import { createQueryClient } from '../query-client'
import { createAppRouter } from '../router'

// The entry of build/prerender.ts's server build: the real app, router and screens, rendered at one
// address with nobody signed in, as a first visit sees it. Nothing here runs in the browser.

/** The HTML the app renders at `path` once its route has loaded, without React's boundary comments. */
export async function renderScreen(path: string): Promise<string> {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [BASE_PREFIX + path] }))
  // Its restoring script is for the browser's own render; this HTML carries no inline code (CSP).
  router.update({ ...router.options, scrollRestoration: false })
  await router.load()
  // Anything but the route's own screen (its code failed to load, a guard sent the visitor elsewhere,
  // no route matched) must fail the build rather than be painted as the page.
  const { matches } = router.state
  const failed = matches.find((match) => match.status !== 'success')
  const shown = matches.at(-1)?.fullPath
  if (failed || shown !== path)
    throw new Error(`prerender: ${path} renders no screen of its own (${failed?.routeId ?? shown})`, {
      cause: failed?.error,
    })
  const { prelude } = await prerender(<App router={router} queryClient={queryClient} />)
  const html = await new Response(prelude).text()
  return html.replace(/<!--\/?\$-->/g, '')
}
