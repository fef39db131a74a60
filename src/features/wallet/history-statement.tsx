import { formatLongDate } from '@/ui/format'
import { filterText } from './history-empty'
import { monthTotals, type MonthGroup } from './history-groups'
import type { DatedPayment } from './history-filters'
import type { HistoryFilters } from './history-search'
import { TotalsList } from './history-rows'
import { paymentFields } from './payment-labels'
import './statement-print.css'
import styles from './statement.module.css'

type Props = { entries: DatedPayment[]; groups: MonthGroup[]; filters: HistoryFilters; now: Date }

/** Which filters the statement covers: the period always, the type and status when chosen. */
function coverage(filters: HistoryFilters) {
  const chosen = [
    'period' as const,
    ...(filters.type === 'all' ? [] : ['type' as const]),
    ...(filters.status === 'all' ? [] : ['status' as const]),
  ]
  return chosen.map((name) => filterText(name, filters)).join(', ')
}

/**
 * The history as printed: a plain statement of the filtered operations, month by month with their
 * totals, and the totals of the whole period. Shown only in print (see statement-print.css).
 */
export function HistoryStatement({ entries, groups, filters, now }: Props) {
  return (
    <section className={styles.statement} data-statement aria-labelledby="statement-title">
      <h2 id="statement-title" className={styles.title}>
        Выписка по операциям
      </h2>
      <p>
        {coverage(filters)}. Сформирована {formatLongDate(now)}
      </p>
      <h3 className={styles.subtitle}>Итого за период</h3>
      <TotalsList totals={monthTotals(entries)} />
      {groups.map((group) => (
        <section key={group.key} className={styles.month} aria-label={group.title}>
          <h3 className={styles.subtitle}>{group.title}</h3>
          <TotalsList totals={group.totals} />
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Дата</th>
                <th scope="col">Операция</th>
                <th scope="col">Сумма</th>
                <th scope="col">Статус</th>
                <th scope="col">Описание</th>
              </tr>
            </thead>
            <tbody>
              {group.entries.map(({ payment }) => {
                const fields = paymentFields(payment)
                return (
                  <tr key={payment.id}>
                    <td>{fields.date}</td>
                    <td>{fields.kind}</td>
                    <td className={styles.amount}>{fields.amount}</td>
                    <td>{fields.status}</td>
                    <td>{fields.details}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </section>
      ))}
    </section>
  )
}
