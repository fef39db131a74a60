import type { QueryClient } from '@tanstack/react-query'
import { redirect } from '@tanstack/react-router'
import { isHTTPError } from '@/api/ky-errors'
import { toast } from '@/ui/toast'
import { authQueries } from '@/api/auth'
import { describeError } from '@/api/errors'
import { followablePage } from '@/api/app-page'
import { signOut, startSession } from '@/api/session'
import { getToken } from '@/api/token'
import { handedToken } from './handed-token'
import { checkHandoffLink, trustedOrigins } from './handoff-link'

export const TOKEN_REFUSED = 'Ссылка для входа недействительна или устарела. Войдите с логином и паролем'

/** What /auth shows after the hand-offs of SPEC §2 were decided (PRODUCT.md §3). */
export type Handoff =
  | { kind: 'sign-in'; alert?: string }
  | { kind: 'refused' }
  | { kind: 'redirect'; url: string; host: string }
  | { kind: 'switch-account' }

type Search = { link?: string | undefined; redirect?: string | undefined }
type Check = { ok: true; userId: string } | { ok: false; error: unknown }

const origins = () => trustedOrigins(window.location.origin, import.meta.env.VITE_TRUSTED_REDIRECT_ORIGINS)
const isRefusal = (error: unknown) => isHTTPError(error) && [400, 401, 403, 404].includes(error.response.status)

async function check(queryClient: QueryClient, token: string): Promise<Check> {
  try {
    const { userId } = await queryClient.ensureQueryData(authQueries.token(token))
    return { ok: true, userId }
  } catch (error) {
    return { ok: false, error }
  }
}

/** The route loader's decision: hand the token over, ask before switching accounts, or show the form. */
export async function resolveHandoff(queryClient: QueryClient, search: Search): Promise<Handoff> {
  // Whether the link is acceptable does not depend on the token: checked with a placeholder first.
  if (search.link !== undefined && !checkHandoffLink(search.link, 'check', origins()).ok) {
    handedToken.drop() // a refused link gets no token, and the handed one goes nowhere either
    return { kind: 'refused' }
  }
  const handed = handedToken.peek()
  if (handed !== undefined) {
    const accepted = await check(queryClient, handed)
    if (!accepted.ok) {
      handedToken.drop()
      return { kind: 'sign-in', alert: isRefusal(accepted.error) ? TOKEN_REFUSED : describeError(accepted.error) }
    }
    if (await isAnotherAccount(queryClient, handed, accepted.userId)) return { kind: 'switch-account' }
    acceptHandedToken(queryClient)
  }
  return continueSignedIn(queryClient, search)
}

/** Login CSRF: a crafted link must not switch a signed-in customer to another account silently. */
async function isAnotherAccount(queryClient: QueryClient, handed: string, userId: string) {
  const current = getToken()
  if (current === null || current === handed) return false
  const mine = await check(queryClient, current)
  if (!mine.ok && isRefusal(mine.error)) return false // the current session is over anyway
  return !mine.ok || mine.userId !== userId
}

/** Starts the session of the held token; another account's data must not stay on screen. */
export function acceptHandedToken(queryClient: QueryClient) {
  const token = handedToken.peek()
  if (token === undefined) return
  handedToken.drop()
  const previous = getToken()
  startSession(token)
  if (previous !== null && previous !== token) queryClient.clear()
  toast.success('Успешный вход')
}

/** Signed in now: the link receives the token, or the user goes where they were heading. */
async function continueSignedIn(queryClient: QueryClient, { link, redirect: back }: Search): Promise<Handoff> {
  const stored = getToken()
  if (stored === null) return { kind: 'sign-in' }
  if (link === undefined) throw redirect({ href: followablePage(back) ?? '/', replace: true })
  // Only a token the server still accepts is handed over; a dead one is dropped (SPEC §8, silently).
  const valid = await check(queryClient, stored)
  if (!valid.ok) {
    if (isHTTPError(valid.error) && valid.error.response.status === 401) signOut()
    else return { kind: 'sign-in', alert: describeError(valid.error) }
    return { kind: 'sign-in' }
  }
  const target = checkHandoffLink(link, stored, origins())
  return target.ok ? { kind: 'redirect', url: target.url, host: target.host } : { kind: 'refused' }
}
