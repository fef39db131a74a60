import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { BASE } from './lib/base-path'
import { ErrorScreen } from './features/shell/error-screen'
import { NotFound } from './features/shell/not-found'
import { PageLoader } from './features/shell/page-loader'

export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    // The build's base path (Vite's `base`): routes and links live under it.
    basepath: BASE,
    context: { queryClient },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // The query cache decides freshness; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorScreen,
    defaultNotFoundComponent: NotFound,
    defaultPendingComponent: PageLoader,
    scrollRestoration: true,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
