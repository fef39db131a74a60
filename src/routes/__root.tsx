import { createRootRouteWithContext, Outlet } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { Toaster } from 'sonner'
import type { RouterContext } from '@/router'
import { useTheme } from '@/features/theme/theme-store'
import { ErrorScreen } from '@/features/shell/error-screen'
import { NotFound } from '@/features/shell/not-found'

// Devtools load lazily in development only; the production bundle never contains them.
const Devtools = import.meta.env.DEV ? lazy(() => import('@/features/devtools/devtools')) : () => null

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
      {/* SPEC §2: toasts auto-close after 3000 ms. The live region is announced in Russian
          (sonner's default label is the English "Notifications"). */}
      <Toaster
        theme={theme}
        position="top-center"
        duration={3000}
        closeButton
        richColors
        containerAriaLabel="Уведомления"
        toastOptions={{ closeButtonAriaLabel: 'Закрыть уведомление' }}
      />
      <Suspense>
        <Devtools />
      </Suspense>
    </>
  )
}
