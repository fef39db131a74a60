import { createFileRoute } from '@tanstack/react-router'
import { PaymentHistoryScreen } from '@/features/wallet/payment-history-screen'

export const Route = createFileRoute('/_app/wallet/history')({
  component: HistoryRoute,
})

function HistoryRoute() {
  return <PaymentHistoryScreen />
}
