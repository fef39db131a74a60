import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { UserFacingError } from '@/api/errors'
import { buildPaymentRequest, createPayment, PAYMENT_ERRORS, type PaymentMethod } from '@/api/payments'
import type { User } from '@/api/user'
import { pageExit } from '@/ui/page-exit'
import { useBackForwardReturn } from '@/ui/use-back-forward-return'
import { safePaymentUrl } from './payment-url'

export const UNSAFE_URL_MESSAGE = 'Платёжная система вернула небезопасную ссылку. Оплата отменена'
export const NO_EMAIL_MESSAGE = 'Для чека нужна почта: укажите её в профиле'

type TopUp = { method: PaymentMethod; amount: number }

/**
 * Creates the payment and sends the browser to the provider. One request per attempt: a ref flips
 * synchronously on the first click/Enter, before React re-renders the button as disabled.
 */
export function useTopUp(user: User, onBusyChange: (busy: boolean) => void) {
  const inFlight = useRef(false)
  const mutation = useMutation({
    mutationFn: async ({ method, amount }: TopUp) => {
      if (!user.email) throw new UserFacingError(NO_EMAIL_MESSAGE)
      const url = await createPayment(method, buildPaymentRequest(user, amount))
      const safe = safePaymentUrl(url, window.location.origin)
      if (!safe) throw new UserFacingError(UNSAFE_URL_MESSAGE)
      return safe
    },
    meta: { errorTexts: PAYMENT_ERRORS },
    // The page is leaving: the form stays busy until it is gone.
    onSuccess: (url) => pageExit.assign(url),
    onError: () => {
      inFlight.current = false
    },
  })

  // Back from the provider with the back button, the form must not stay busy.
  useBackForwardReturn(() => {
    inFlight.current = false
    mutation.reset()
  })

  const submit = (topUp: TopUp) => {
    if (inFlight.current) return
    inFlight.current = true
    mutation.mutate(topUp)
  }
  const busy = mutation.isPending || mutation.isSuccess
  useEffect(() => onBusyChange(busy), [busy, onBusyChange])
  return { submit, busy }
}
