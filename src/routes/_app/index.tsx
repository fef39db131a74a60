import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { serviceQueries } from '@/api/services'
import { HomeScreen } from '@/features/home/home-screen'
import { ActiveServices } from '@/features/services/active-services'
import { ServicesList } from '@/features/services/services-list'
import { usePaymentReturn } from '@/features/wallet/payment-return'
import { WalletPanel } from '@/features/wallet/wallet-panel'

// `?payment=success|failed` is where the payment provider sends the browser back to.
const HomeSearchSchema = v.object({
  payment: v.fallback(v.optional(v.picklist(['success', 'failed'])), undefined),
})

export const Route = createFileRoute('/_app/')({
  validateSearch: (search) => v.parse(HomeSearchSchema, search),
  // Runs alongside the layout's user loader: services start at once and never block the page
  // (the screen shows their skeletons); the user is awaited by the layout only.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(serviceQueries.list())
  },
  component: HomeRoute,
})

function HomeRoute() {
  const { payment } = Route.useSearch()
  usePaymentReturn(payment)
  return <HomeScreen wallet={<WalletPanel />} activeServices={<ActiveServices />} catalog={<ServicesList />} />
}
