import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { toast } from '@/ui/toast'
import { paymentQueries } from '@/api/payment-history'
import { userQueries } from '@/api/user'
import { useBackForwardReturn } from '@/ui/use-back-forward-return'

export type PaymentOutcome = 'success' | 'failed'

export const PAYMENT_SUCCESS_TEXT = 'Оплата прошла, баланс пополнен'
export const PAYMENT_FAILED_TEXT = 'Оплата не завершена, деньги не списаны'

/**
 * Back from the provider (`/?payment=success|failed`): tell the user, refresh balance and history,
 * and drop the marker from the address so a reload does not repeat the notice.
 */
export function usePaymentReturn(outcome: PaymentOutcome | undefined) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  useEffect(() => {
    if (!outcome) return
    if (outcome === 'success') toast.success(PAYMENT_SUCCESS_TEXT, { id: 'payment-return' })
    else toast.error(PAYMENT_FAILED_TEXT, { id: 'payment-return' })
    void queryClient.invalidateQueries({ queryKey: userQueries.all() })
    void queryClient.invalidateQueries({ queryKey: paymentQueries.all() })
    void navigate({ to: '.', search: {}, replace: true })
  }, [outcome, queryClient, navigate])

  // Back from the provider with the back button, the page would show the old balance and history.
  useBackForwardReturn(() => {
    void queryClient.invalidateQueries({ queryKey: userQueries.all() })
    void queryClient.invalidateQueries({ queryKey: paymentQueries.all() })
  })
}
