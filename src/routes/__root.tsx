import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useState } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { useTheme } from '@/features/theme/theme-store'
import { ErrorScreen } from '@/features/shell/error-screen'
import { NotFound } from '@/features/shell/not-found'
import { OfflineBanner } from '@/features/shell/offline-banner'
import { firstScreenCommitted, whenFirstScreenShown } from '@/lib/after-first-screen'
import { importWhenOnline } from '@/lib/import-when-online'

// Devtools load lazily on the dev server only; the production bundle never contains them, and a run
// configured with VITE_DEVTOOLS=off (the unit tests', vite.config.ts) renders the app without them.
const devServer = import.meta.env.DEV && import.meta.env.VITE_DEVTOOLS !== 'off'
const Devtools = devServer ? lazy(() => import('@/features/devtools/devtools')) : () => null
// Before the forms' first announcements, which the shell, loaded later, would miss (the module says why).
if (devServer) void import('@/features/devtools/forms-on-screen')
// sonner's code does not hold up the first paint: its live region mounts once the first screen is on
// view, so its two requests (toaster, sonner) are not in flight while that screen renders and paints
// (they were, and Lighthouse's simulation counted them into its LCP); toasts wait for it (see ui/toast).
const Toaster = lazy(() => importWhenOnline(() => import('@/ui/toaster')))

/** What every route's loader and guard receive (src/router.tsx gives it). */
type RouterContext = { queryClient: QueryClient }

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  errorComponent: ErrorScreen,
  notFoundComponent: NotFound,
})

function Root() {
  const theme = useTheme()
  const [firstScreenShown, setFirstScreenShown] = useState(false)
  // The root's first commit is the first screen's (main.tsx renders once that screen has loaded).
  useEffect(() => {
    let mounted = true
    firstScreenCommitted()
    void whenFirstScreenShown().then(() => mounted && setFirstScreenShown(true))
    return () => {
      mounted = false
    }
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
