import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { describeError } from '@/api/errors'
import { loadHistoryReader, paymentQueries } from '@/api/payment-history'
import { prefetchOnDemandCode } from '@/lib/route-chunks'
import { Button } from '@/ui/button'
import card from '@/ui/card.module.css'
import { ArrowLeftIcon } from '@/ui/icons'
import { SkippedEntries } from '@/ui/skipped-entries'
import { loadWindowedRows } from '@/ui/windowed-list'
import type { HistoryFilters } from './history-search'
import { HistoryFilterBar } from './history-filter-bar'
import { HistorySkeleton } from './history-list'
import { HistoryView } from './history-view'
import styles from './history.module.css'

// Offline, the history's read must not need code from the network once this screen's code is here.
prefetchOnDemandCode(loadHistoryReader)
prefetchOnDemandCode(loadWindowedRows)

type Props = { filters: HistoryFilters; onFiltersChange: (next: HistoryFilters) => void }

/** /wallet/history: accruals and write-offs by month, filtered from the URL, with loading, empty and error states. */
export function PaymentHistoryScreen({ filters, onFiltersChange }: Props) {
  const history = useQuery(paymentQueries.history())
  // The newest months are read first; while none of them holds a valid entry there is nothing to show yet.
  const reading = history.isSuccess && !history.data.complete && history.data.items.length === 0
  return (
    <div className={styles.screen}>
      <Link to="/" className={styles.back}>
        <ArrowLeftIcon />
        На главную
      </Link>
      <h1 className={styles.title}>История начислений и списаний</h1>
      {history.isPending || reading ? (
        <HistorySkeleton />
      ) : history.isError ? (
        <div className={card.state} role="alert">
          <p>{`Не удалось загрузить историю. ${describeError(history.error)}`}</p>
          <Button variant="secondary" onClick={() => void history.refetch()} loading={history.isFetching}>
            Повторить
          </Button>
        </div>
      ) : history.data.items.length === 0 ? (
        <>
          <SkippedEntries count={history.data.skipped} />
          <div className={card.state}>
            <p>Операций пока нет. Здесь появятся пополнения, оплаты услуг и движение кэшбэка.</p>
          </div>
        </>
      ) : (
        <>
          <HistoryFilterBar filters={filters} onChange={onFiltersChange} />
          {/* Counted only once every entry is read: a count that changes would mislead. */}
          {history.data.complete && <SkippedEntries count={history.data.skipped} />}
          <HistoryView history={history.data} filters={filters} onFiltersChange={onFiltersChange} />
        </>
      )}
    </div>
  )
}
