import { useMutation } from '@tanstack/react-query'
import { toast } from '@/ui/toast'
import { login, type LoginRequest } from '@/api/auth'
import { startSession } from '@/api/session'
import { clearTwoFactorRequirement, rememberTwoFactorRequirement } from './two-factor-flag'

// SPEC §9: the 2FA info toast stays 6000 ms.
const TWO_FACTOR_TOAST_MS = 6000
export const TWO_FACTOR_PROMPT = 'Введите код из приложения-аутентификатора'

/** The sign-in failure texts: the same whether or not the account exists (PRODUCT.md §3). */
const SIGN_IN_ERRORS = {
  badRequest: 'Ошибка запроса',
  unauthorized: 'Неверный логин или пароль',
  notFound: 'Неверный логин или пароль',
  http: 'Ошибка запроса',
  other: 'Неизвестная ошибка',
}

/** Sign-in: either a token (stored, toast, `onSignedIn`) or a request for the second factor. */
export function useSignIn({
  onSignedIn,
  onTwoFactorRequired,
}: {
  onSignedIn: () => void
  onTwoFactorRequired: () => void
}) {
  return useMutation({
    mutationFn: (payload: LoginRequest) => login(payload),
    meta: { errorTexts: SIGN_IN_ERRORS },
    onSuccess: (answer, payload) => {
      if (answer.requiresTwoFactor && !answer.token) {
        rememberTwoFactorRequirement()
        toast.info(answer.message || TWO_FACTOR_PROMPT, { duration: TWO_FACTOR_TOAST_MS })
        onTwoFactorRequired()
        return
      }
      if (!answer.token) throw new Error('Sign-in answer carries no token')
      // SPEC §4: after a sign-in that needed a code the requirement stays remembered.
      if (payload.twoFactorCode) rememberTwoFactorRequirement()
      else clearTwoFactorRequirement()
      startSession(answer.token)
      toast.success('Успешный вход')
      onSignedIn()
    },
  })
}
