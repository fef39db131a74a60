import type { QueryClient } from '@tanstack/react-query'
import type { RegisteredRouter } from '@tanstack/react-router'
import { toast } from '@/ui/toast'
import { onSessionEnd, type SessionEnd } from '@/api/session'
import { onTokenChangedElsewhere } from '@/api/token'
import { clearTwoFactorRequirement } from './two-factor-flag'

type AppRouter = RegisteredRouter

const EXPIRED_NOTICE = 'Сессия завершена. Войдите снова'

function isOnProtectedPage(router: AppRouter) {
  return router.state.matches.some((match) => match.routeId.startsWith('/_app'))
}

/** Ties the token's life to the app: one notice, the cache cleared, the user on /auth. Returns a cleanup. */
export function watchSession(router: AppRouter, queryClient: QueryClient) {
  const onEnd = async (reason: SessionEnd) => {
    clearTwoFactorRequirement()
    if (reason === 'expired') toast.error(EXPIRED_NOTICE, { id: 'session-expired' })
    if (isOnProtectedPage(router)) {
      const { href } = router.state.location
      // After an expiry or another tab's sign-out the user comes back to where they were.
      const search = reason === 'signed-out' ? {} : { redirect: href }
      await router.navigate({ to: '/auth', search, replace: true })
    }
    // Cleared after leaving the protected page, so its queries do not refetch without a token.
    queryClient.clear()
  }
  const stopSessionWatch = onSessionEnd((reason) => void onEnd(reason))
  const stopTabWatch = onTokenChangedElsewhere((token) => {
    // Another tab signed in: re-run the guards so /auth moves on and data reloads for the new account.
    if (token !== null) {
      queryClient.clear()
      void router.invalidate()
    }
  })
  return () => {
    stopSessionWatch()
    stopTabWatch()
  }
}
