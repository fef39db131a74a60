import { createFileRoute, Outlet, redirect, type ErrorComponentProps } from '@tanstack/react-router'
import { isUnauthorized } from '@/api/errors'
import { getToken } from '@/api/token'
import { userQueries } from '@/api/user'
import { AppLayout } from '@/features/shell/app-layout'
import { ErrorScreen } from '@/features/shell/error-screen'

export const Route = createFileRoute('/_app')({
  // SPEC §6: without a stored token only /auth and /reset-password are open.
  beforeLoad: ({ location }) => {
    if (!getToken()) throw redirect({ to: '/auth', search: { redirect: location.href } })
  },
  // SPEC §4 app start: a stored token means the current user is fetched; it also proves the token.
  // Child loaders run alongside this one, so services and wallet data do not wait for the user.
  loader: async ({ context, location }) => {
    try {
      await context.queryClient.ensureQueryData(userQueries.me())
    } catch (error) {
      if (isUnauthorized(error) || !getToken()) throw redirect({ to: '/auth', search: { redirect: location.href } })
      throw error
    }
  },
  component: ProtectedLayout,
  // A failed user read (the signal lost on the first load) keeps the menus around the error, which
  // therefore travels with the layout's code: a chunk of its own could not load offline.
  errorComponent: ProtectedLayoutError,
  codeSplitGroupings: [['loader', 'component', 'errorComponent']],
})

function ProtectedLayout() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  )
}

function ProtectedLayoutError(props: ErrorComponentProps) {
  return (
    <AppLayout>
      <ErrorScreen {...props} />
    </AppLayout>
  )
}
