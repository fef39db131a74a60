import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import type { RouterContext } from '@/router'
import { useTheme } from '@/features/theme/theme-store'
import { useToasterWanted, wantToaster } from '@/ui/toast'
import { ErrorScreen } from '@/features/shell/error-screen'
import { NotFound } from '@/features/shell/not-found'
import { OfflineBanner } from '@/features/network/offline-banner'

// Devtools load lazily in development only; the production bundle never contains them.
const Devtools = import.meta.env.DEV ? lazy(() => import('@/features/devtools/devtools')) : () => null
// sonner loads after the first paint, or at the first toast (see ui/toast).
const Toaster = lazy(() => import('@/ui/toaster'))

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: ErrorScreen,
  notFoundComponent: NotFound,
})

function Root() {
  const theme = useTheme()
  const toasterWanted = useToasterWanted()
  // The frame after this commit has painted; a task queued from it runs after the paint.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setTimeout(wantToaster))
    return () => cancelAnimationFrame(frame)
  }, [])
  return (
    <>
      <Outlet />
      <OfflineBanner />
      <Suspense>{toasterWanted && <Toaster theme={theme} />}</Suspense>
      <Suspense>
        <Devtools />
      </Suspense>
    </>
  )
}
