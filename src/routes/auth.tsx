import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { followablePage } from '@/api/app-page'
import { getToken } from '@/api/token'
import { AuthScreen } from '@/features/auth/auth-screen'
import { HandoffPending } from '@/features/auth/handoff-pending'
import { handedToken } from '@/features/auth/handed-token'
import { resolveHandoff } from '@/features/auth/handoff'

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
  loaderDeps: ({ search }) => ({ link: search.link, redirect: search.redirect }),
  beforeLoad: ({ search }) => {
    // A handed-over token leaves the address bar (and the history entry) before anything else.
    if (search.token !== undefined) {
      handedToken.hold(search.token)
      throw redirect({ to: '/auth', search: { link: search.link, redirect: search.redirect }, replace: true })
    }
    // A signed-in user has nothing to do here unless a hand-off is pending.
    if (getToken() && search.link === undefined && handedToken.peek() === undefined) {
      throw redirect({ href: followablePage(search.redirect) ?? '/', replace: true })
    }
  },
  // Hovering a link must not spend the held token: a preload decides nothing.
  loader: ({ context, deps, preload }) =>
    preload ? { kind: 'sign-in' as const } : resolveHandoff(context.queryClient, deps),
  pendingComponent: HandoffPending,
  // A handed-over token answers this visit only: leaving /auth without deciding (the account question
  // ignored) drops it, so a later sign-out does not find it and sign in with it unasked.
  onLeave: () => handedToken.drop(),
  component: AuthRoute,
})

function AuthRoute() {
  return <AuthScreen handoff={Route.useLoaderData()} />
}
