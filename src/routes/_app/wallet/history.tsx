import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { paymentQueries } from '@/api/payment-history'
import { DEFAULT_FILTERS, HistorySearchSchema, type HistoryFilters } from '@/features/wallet/history-search'
import { PaymentHistoryScreen } from '@/features/wallet/payment-history-screen'
import { loadWindowedRows } from '@/ui/windowed-list'

export const Route = createFileRoute('/_app/wallet/history')({
  // The schema falls back per param, so any hand-edited link opens the screen (never an error page).
  validateSearch: HistorySearchSchema,
  // Defaults stay out of the address: `/wallet/history` is the whole history.
  search: { middlewares: [stripSearchParams(DEFAULT_FILTERS)] },
  // Starts with the layout's user request; the screen shows skeletons, then the list or an inline error.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(paymentQueries.history())
    // Most histories outgrow a screen: the windowed list's code comes with the answer, so the first
    // rows render windowed once, not as a plain list first (its failure shows where the list would).
    loadWindowedRows().catch(() => undefined)
  },
  component: HistoryRoute,
})

function HistoryRoute() {
  const filters = Route.useSearch()
  const navigate = Route.useNavigate()
  // Each change is a history entry, so Back returns to the previous filtered view.
  const onFiltersChange = (next: HistoryFilters) => void navigate({ search: next, resetScroll: false })
  return <PaymentHistoryScreen filters={filters} onFiltersChange={onFiltersChange} />
}
