import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import type { RouterContext } from '@/router'
import { useTheme } from '@/features/theme/theme-store'
import { ErrorScreen } from '@/features/shell/error-screen'
import { NotFound } from '@/features/shell/not-found'
import { OfflineBanner } from '@/features/network/offline-banner'

// Devtools load lazily in development only; the production bundle never contains them.
const Devtools = import.meta.env.DEV ? lazy(() => import('@/features/devtools/devtools')) : () => null
// sonner's code does not hold up the first paint: its live region mounts when it arrives (see ui/toast).
const Toaster = lazy(() => import('@/ui/toaster'))

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: ErrorScreen,
  notFoundComponent: NotFound,
})

function Root() {
  const theme = useTheme()
  return (
    <>
      <Outlet />
      <OfflineBanner />
      <Suspense>
        <Toaster theme={theme} />
      </Suspense>
      <Suspense>
        <Devtools />
      </Suspense>
    </>
  )
}
