import { useId, useSyncExternalStore } from 'react'
import { getCustomerReport, reportClock, subscribeCustomerReport } from '../../import/customer-report'
import { getStepping, goToMoment, subscribeStepping } from '../../import/stepping'
import { ReportRowView } from './report-row'
import { ScrollRegion } from '../kit/scroll-region'
import styles from '../kit/section.module.css'
import tableStyles from './journal-table.module.css'
import local from './customer-report.module.css'

/** The imported report's part of "Журнал"; nothing until a customer's report was applied. */
export function CustomerReportView() {
  const report = useSyncExternalStore(subscribeCustomerReport, getCustomerReport)
  const stepping = useSyncExternalStore(subscribeStepping, getStepping)
  const headingId = useId()
  if (!report) return null
  const { description, device, rows, total, skipped, timeZone } = report
  // The moments are this report's rows, one each, when its import planned them.
  const moments = stepping?.plan.moments.length === rows.length ? stepping : undefined
  const clock = reportClock(timeZone)
  return (
    <section className={local.report} aria-labelledby={headingId}>
      <h3 id={headingId} className={local.heading}>
        Отчёт клиента
      </h3>
      {description ? (
        <>
          <h4 className={local.heading}>Что случилось (со слов клиента)</h4>
          <p className={local.description}>{description}</p>
        </>
      ) : (
        <p className={styles.muted}>Клиент не написал, что случилось.</p>
      )}
      {device.length > 0 && (
        <>
          <h4 className={local.heading}>Устройство клиента</h4>
          <dl className={local.facts}>
            {device.map(([label, value]) => (
              <div key={label} className={local.fact}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      {rows.length > 0 && (
        <p className={styles.muted}>
          {timeZone ? `Время — по часам клиента (${timeZone}).` : 'Время — по часам этого компьютера.'}
        </p>
      )}
      {rows.length > 0 && (
        <ScrollRegion label="Что происходило у клиента">
          <table className={`${tableStyles.table} ${local.story}`}>
            <caption className={styles.visuallyHidden}>Что происходило у клиента, по порядку</caption>
            <thead>
              <tr>
                <th scope="col">Время</th>
                <th scope="col">Что происходило</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                // The list is fixed while shown: a new import replaces it whole.
                <ReportRowView
                  key={index}
                  row={row}
                  clock={clock}
                  onOpen={moments && (() => void goToMoment(index))}
                  current={moments?.at === index}
                />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {total > rows.length && (
        <p className={styles.muted}>
          Показаны последние {rows.length} из {total} записей.
        </p>
      )}
      {skipped > 0 && <p className={styles.muted}>Пропущено записей отчёта неверного вида: {skipped}.</p>}
    </section>
  )
}
