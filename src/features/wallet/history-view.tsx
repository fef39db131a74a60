import { useDeferredValue, useMemo } from 'react'
import type { PaymentHistory } from '@/api/history-pages'
import { Button } from '@/ui/button'
import card from '@/ui/card.module.css'
import { plural } from '@/ui/format'
import { csvFileName, historyCsv } from './history-csv'
import { emptyMessage } from './history-empty'
import { datePayments, filterPayments, type DatedPayment } from './history-filters'
import { DEFAULT_FILTERS, type HistoryFilters } from './history-search'
import { groupByMonth, historyRows } from './history-groups'
import { HistoryList, HistorySkeleton } from './history-list'
import { HistoryStatement } from './history-statement'
import { usePrinting } from './use-printing'
import styles from './history.module.css'
import { downloadText } from '@/ui/download'

type Props = { history: PaymentHistory; filters: HistoryFilters; onFiltersChange: (next: HistoryFilters) => void }

/**
 * The filtered, month-grouped list. Everything shown is derived from the cached answer and the
 * URL's filters by pure functions, memoised; the deferred filters keep the select responsive while
 * 10 000 operations are regrouped. While the history is still being read only its newest months
 * are here, each whole: they show with exact totals, but no count and no empty state yet.
 */
export function HistoryView({ history, filters, onFiltersChange }: Props) {
  // The whole history replaces its first page in a transition: React yields to the page between
  // its parts instead of holding it for the regrouping and the list's new length.
  const { items, times, complete } = useDeferredValue(history)
  const dated = useMemo(() => datePayments(items, times), [items, times])
  const deferred = useDeferredValue(filters)
  const filtered = useMemo(() => filterPayments(dated, deferred, new Date()), [dated, deferred])
  const groups = useMemo(() => groupByMonth(filtered), [filtered])
  const rows = useMemo(() => historyRows(groups), [groups])
  const printing = usePrinting()
  if (filtered.length === 0 && !complete) return <HistorySkeleton />
  if (filtered.length === 0) {
    return (
      <div className={card.state}>
        <p>{emptyMessage(dated, deferred, new Date())}</p>
        <Button variant="secondary" onClick={() => onFiltersChange(DEFAULT_FILTERS)}>
          Сбросить фильтры
        </Button>
      </div>
    )
  }
  return (
    <>
      <div className={styles.summary}>
        <p className={styles.count}>
          {complete && `${filtered.length} ${plural(filtered.length, ['операция', 'операции', 'операций'])}`}
        </p>
        <div className={styles.exports}>
          <Button variant="secondary" disabled={!complete} onClick={() => window.print()}>
            Распечатать
          </Button>
          <Button variant="secondary" disabled={!complete} onClick={() => downloadCsv(filtered, deferred)}>
            Скачать CSV
          </Button>
        </div>
      </div>
      <HistoryList rows={rows} />
      {printing && <HistoryStatement entries={filtered} groups={groups} filters={deferred} now={new Date()} />}
    </>
  )
}

function downloadCsv(entries: DatedPayment[], filters: HistoryFilters) {
  downloadText(csvFileName(filters, new Date()), historyCsv(entries), 'text/csv;charset=utf-8')
}
