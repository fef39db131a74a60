import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { toast } from 'sonner'
import { login, type LoginRequest } from '@/api/auth'
import { safeInternalPath } from '@/api/schema'
import { startSession } from '@/api/session'
import { clearTwoFactorRequirement, rememberTwoFactorRequirement } from './two-factor-flag'

// SPEC §9: the 2FA info toast stays 6000 ms.
const TWO_FACTOR_TOAST_MS = 6000
export const TWO_FACTOR_PROMPT = 'Введите код из приложения-аутентификатора'

/** Sign-in: either a token (stored, toast, onward) or a request for the second factor. */
export function useSignIn({ redirect, onTwoFactorRequired }: { redirect?: string | undefined; onTwoFactorRequired: () => void }) {
  const navigate = useNavigate()
  return useMutation({
    mutationFn: (payload: LoginRequest) => login(payload),
    meta: { errorTexts: { badRequest: 'Ошибка запроса', unauthorized: 'Неверный логин или пароль', notFound: 'Неверный логин или пароль', http: 'Ошибка запроса', other: 'Неизвестная ошибка' } },
    onSuccess: async (answer, payload) => {
      if (answer.requiresTwoFactor && !answer.token) {
        rememberTwoFactorRequirement()
        toast.info(answer.message || TWO_FACTOR_PROMPT, { duration: TWO_FACTOR_TOAST_MS })
        onTwoFactorRequired()
        return
      }
      if (!answer.token) throw new Error('Sign-in answer carries no token')
      if (payload.twoFactorCode) rememberTwoFactorRequirement()
      else clearTwoFactorRequirement()
      startSession(answer.token)
      toast.success('Успешный вход')
      await navigate({ href: safeInternalPath(redirect) ?? '/', replace: true })
    },
  })
}
