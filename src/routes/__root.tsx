import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { RouterContext } from '@/router'
import { useTheme } from '@/features/theme/theme-store'
import { ErrorScreen } from '@/features/shell/error-screen'
import { NotFound } from '@/features/shell/not-found'
import { OfflineBanner } from '@/features/network/offline-banner'

// Devtools load lazily in development only; the production bundle never contains them.
const Devtools = import.meta.env.DEV ? lazy(() => import('@/features/devtools/devtools')) : () => null
// sonner's code does not hold up the first paint: its live region mounts just after the first screen
// has committed, so its two requests (toaster, sonner) are not in flight while that screen renders (they
// were, and Lighthouse's simulation counted them into its LCP); toasts wait for it (see ui/toast).
const Toaster = lazy(() => import('@/ui/toaster'))

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: ErrorScreen,
  notFoundComponent: NotFound,
})

function Root() {
  const theme = useTheme()
  const [firstScreenShown, setFirstScreenShown] = useState(false)
  // A task after the first commit's: the browser usually paints that screen before it runs.
  useEffect(() => {
    const timer = setTimeout(() => setFirstScreenShown(true))
    return () => clearTimeout(timer)
  }, [])
  return (
    <>
      <Outlet />
      <OfflineBanner />
      <Suspense>{firstScreenShown && <Toaster theme={theme} />}</Suspense>
      <Suspense>
        <Devtools />
      </Suspense>
    </>
  )
}
