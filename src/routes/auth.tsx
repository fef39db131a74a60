import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { safeInternalPath } from '@/api/schema'
import { getToken } from '@/api/token'
import { AuthScreen } from '@/features/auth/auth-screen'

// The router parses search values as JSON, so `?token=123` arrives as a number: take any scalar as text.
const SearchText = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : undefined)),
  ),
)

const AuthSearchSchema = v.object({
  /** Where a provider service wants the token handed to (SPEC §2, PRODUCT.md §3). */
  link: SearchText,
  /** A token handed to us by another service. */
  token: SearchText,
  /** The page of this app the user was sent away from. */
  redirect: SearchText,
  /** Set by the backend's Yandex callback when the sign-in there failed. */
  error: SearchText,
})

export const Route = createFileRoute('/auth')({
  validateSearch: (search) => v.parse(AuthSearchSchema, search),
  beforeLoad: ({ search }) => {
    // A signed-in user has nothing to do here unless a hand-off is pending.
    if (getToken() && search.link === undefined && search.token === undefined) {
      throw redirect({ href: safeInternalPath(search.redirect) ?? '/', replace: true })
    }
  },
  component: AuthRoute,
})

function AuthRoute() {
  return <AuthScreen />
}
