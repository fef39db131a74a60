import { useDeferredValue, useMemo } from 'react'
import type { Payment } from '@/api/payments'
import { Button } from '@/ui/button'
import card from '@/ui/card.module.css'
import { plural } from '@/ui/format'
import { csvFileName, historyCsv } from './history-csv'
import { emptyMessage } from './history-empty'
import {
  datePayments,
  DEFAULT_FILTERS,
  filterPayments,
  type DatedPayment,
  type HistoryFilters,
} from './history-filters'
import { groupByMonth, historyRows } from './history-groups'
import { HistoryList } from './history-list'
import styles from './history.module.css'
import { downloadText } from '@/ui/download'

type Props = { payments: Payment[]; filters: HistoryFilters; onFiltersChange: (next: HistoryFilters) => void }

/**
 * The filtered, month-grouped list. Everything shown is derived from the cached answer and the
 * URL's filters by pure functions, memoised; the deferred filters keep the select responsive while
 * 10 000 operations are regrouped.
 */
export function HistoryView({ payments, filters, onFiltersChange }: Props) {
  const dated = useMemo(() => datePayments(payments), [payments])
  const deferred = useDeferredValue(filters)
  const filtered = useMemo(() => filterPayments(dated, deferred, new Date()), [dated, deferred])
  const rows = useMemo(() => historyRows(groupByMonth(filtered)), [filtered])
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
          {filtered.length} {plural(filtered.length, ['операция', 'операции', 'операций'])}
        </p>
        <Button variant="secondary" onClick={() => downloadCsv(filtered, deferred)}>
          Скачать CSV
        </Button>
      </div>
      <HistoryList rows={rows} />
    </>
  )
}

function downloadCsv(entries: DatedPayment[], filters: HistoryFilters) {
  downloadText(csvFileName(filters, new Date()), historyCsv(entries), 'text/csv;charset=utf-8')
}
