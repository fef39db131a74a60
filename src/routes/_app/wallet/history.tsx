import { createFileRoute } from '@tanstack/react-router'
import { paymentQueries } from '@/api/payments'
import { PaymentHistoryScreen } from '@/features/wallet/payment-history-screen'

export const Route = createFileRoute('/_app/wallet/history')({
  // Starts with the layout's user request; the screen shows skeletons, then the list or an inline error.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(paymentQueries.history())
  },
  component: HistoryRoute,
})

function HistoryRoute() {
  return <PaymentHistoryScreen />
}
