import { prerender } from 'react-dom/static'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { App } from '../app'
import { HomeScreen } from '../features/home/home-screen'
import { ActiveServices } from '../features/services/active-services'
import { ServicesList } from '../features/services/services-list'
import { AppLayout } from '../features/shell/app-layout'
import { WalletPanel } from '../features/wallet/wallet-panel'
import { BASE, BASE_PREFIX } from '../lib/base-path'
import { createQueryClient } from '../query-client'
import { createAppRouter } from '../router'

// The entry of build/prerender.ts's server build: the real app, router and screens, rendered at one
// address with nobody signed in, as a first visit sees it. Nothing here runs in the browser.

/** The HTML of a painted page's screen at `path`, without React's boundary comments. */
export async function renderScreen(path: string): Promise<string> {
  // Home is the one signed-in screen painted: before its data, as no route renders it.
  const { prelude } = await prerender(path === '/' ? await homeBeforeData() : await openScreen(path))
  const html = await new Response(prelude).text()
  return html.replace(/<!--\/?\$-->/g, '')
}

/** The app at `path` once its route has loaded, as a visitor nobody signed in sees it. */
async function openScreen(path: string) {
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
  return <App router={router} queryClient={queryClient} />
}

/**
 * Home in the protected layout as the app would show it before the user is read: the menus, the
 * promo banner and the sections' headings, skeletons in the user's places. The app never renders it
 * so (its layout's loader waits for the user), so this composes the layout and the screen as the
 * routes do (src/routes/_app/route.tsx, src/routes/_app/index.tsx), without their guard and loaders:
 * nothing is read, and the user's queries stay pending.
 */
async function homeBeforeData() {
  const queryClient = createQueryClient()
  const home = () => (
    <AppLayout>
      <HomeScreen wallet={<WalletPanel />} activeServices={<ActiveServices />} catalog={<ServicesList />} />
    </AppLayout>
  )
  const router = createRouter({
    routeTree: createRootRoute({ component: home }),
    basepath: BASE,
    history: createMemoryHistory({ initialEntries: [BASE_PREFIX + '/'] }),
    scrollRestoration: false,
  })
  await router.load()
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
