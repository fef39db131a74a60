import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { isUnauthorized } from '@/api/errors'
import { getToken } from '@/api/token'
import { userQueries } from '@/api/user'
import { AppLayout } from '@/features/shell/app-layout'

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
})

function ProtectedLayout() {
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  )
}
