import { useMutation } from '@tanstack/react-query'
import { logout } from '@/api/auth'
import { signOut } from '@/api/session'

/** Tells the server, then ends the session locally whatever it answered (the token must go either way). */
export function useSignOut() {
  return useMutation({
    mutationFn: logout,
    meta: { errorTexts: false },
    onSettled: () => signOut(),
  })
}
