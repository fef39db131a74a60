import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { useEffect } from 'react'
import type { createAppRouter } from './router'
import { watchSession } from './features/auth/session-sync'

type AppProps = { router: ReturnType<typeof createAppRouter>; queryClient: QueryClient }

/** Providers shared by the browser entry and the integration tests. */
export function App({ router, queryClient }: AppProps) {
  useEffect(() => watchSession(router, queryClient), [router, queryClient])
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  )
}
