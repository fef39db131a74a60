import { useQueryClient } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { isHTTPError } from 'ky'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { toast } from 'sonner'
import { verifyToken } from '@/api/auth'
import { describeError } from '@/api/errors'
import { safeInternalPath } from '@/api/schema'
import { signOut, startSession } from '@/api/session'
import { getToken } from '@/api/token'
import { checkHandoffLink, trustedOrigins } from './handoff-link'

export const TOKEN_REFUSED = 'Ссылка для входа недействительна или устарела. Войдите с логином и паролем'

type Search = { link?: string | undefined; token?: string | undefined; redirect?: string | undefined }
export type HandoffTarget = { url: string; host: string }

/**
 * The /auth hand-offs of SPEC §2 under PRODUCT.md §3: a `?token=` leaves the address bar at once and
 * is kept only if the server accepts it; a `?link=` receives the token only on a trusted origin.
 */
export function useHandoff({ link, token, redirect }: Search) {
  const navigate = useNavigate()
  const router = useRouter()
  const queryClient = useQueryClient()
  const origins = useMemo(() => trustedOrigins(window.location.origin, import.meta.env.VITE_TRUSTED_REDIRECT_ORIGINS), [])
  // Checked with a placeholder first: whether the link is acceptable does not depend on the token.
  const linkAllowed = link === undefined ? undefined : checkHandoffLink(link, 'check', origins).ok
  const [target, setTarget] = useState<HandoffTarget>()
  const [tokenError, setTokenError] = useState<string>()
  const [checking, setChecking] = useState(() => token !== undefined || (linkAllowed === true && getToken() !== null))
  const started = useRef(false)

  /** The session is valid now: hand the token over, or go where the user was heading. */
  const onSignedIn = useCallback(() => {
    const stored = getToken()
    const result = link !== undefined && stored ? checkHandoffLink(link, stored, origins) : undefined
    if (result?.ok) setTarget({ url: result.url, host: result.host })
    else if (link === undefined) void navigate({ href: safeInternalPath(redirect) ?? '/', replace: true })
  }, [link, navigate, origins, redirect])

  useEffect(() => {
    if (started.current) return
    started.current = true
    if (token !== undefined) {
      void navigate({ to: '/auth', search: { link, redirect }, replace: true })
      verifyToken(token).then(
        () => {
          const previous = getToken()
          startSession(token)
          if (previous !== null && previous !== token) {
            // Another account was signed in here: none of its data may stay on screen.
            queryClient.clear()
            void router.invalidate()
          }
          toast.success('Успешный вход')
          setChecking(false)
          onSignedIn()
        },
        (error: unknown) => {
          const refused = isHTTPError(error) && [400, 401, 403, 404].includes(error.response.status)
          setTokenError(refused ? TOKEN_REFUSED : describeError(error))
          setChecking(false)
        },
      )
      return
    }
    const stored = getToken()
    if (linkAllowed && stored) {
      // Only a token the server still accepts is handed over; a dead one is dropped (SPEC §8, silently).
      verifyToken(stored).then(
        () => onSignedIn(),
        (error: unknown) => {
          if (isHTTPError(error) && error.response.status === 401) signOut()
          else setTokenError(describeError(error))
          setChecking(false)
        },
      )
    }
  }, [token, link, redirect, linkAllowed, navigate, onSignedIn, queryClient, router])

  return { linkRefused: linkAllowed === false, target, checking, tokenError, onSignedIn }
}
