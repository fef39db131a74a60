import { useSyncExternalStore } from 'react'
import { Button } from '@/ui/button'
import { hidePersonal } from '../../privacy/privacy'
import { PrivacySwitch } from '../shared/privacy-switch'
import { toHar } from '../../journal/har-export'
import { ruleSpecs } from '../../rules/rules'
import { clearTimeline, getTimeline, subscribeTimeline, TIMELINE_LIMIT } from '../../journal/timeline'
import { downloadText, fileStamp } from '@/ui/download'
import { ScrollRegion } from '../kit/scroll-region'
import styles from '../kit/section.module.css'
import tableStyles from './journal-table.module.css'
import { TimelineRow } from './timeline-row'
import { CustomerReportView } from './customer-report-view'
import { getCustomerReport, showCustomerReport, subscribeCustomerReport } from '../../import/customer-report'

/** An imported customer's report, then the last calls of this tab, newest first, and their HAR file. */
export function TimelineSection() {
  const entries = useSyncExternalStore(subscribeTimeline, getTimeline)
  const report = useSyncExternalStore(subscribeCustomerReport, getCustomerReport)
  const clear = () => {
    clearTimeline()
    showCustomerReport(undefined)
  }
  const exportHar = () =>
    downloadText(
      `mock-${fileStamp()}.har`,
      JSON.stringify(toHar(entries, { hide: hidePersonal(), rules: ruleSpecs() }), null, 2),
      'application/json',
    )
  return (
    <div className={styles.body}>
      <CustomerReportView />
      {report && <h3 className={styles.subtitle}>Вызовы этой вкладки</h3>}
      <p className={styles.muted}>
        Последние {TIMELINE_LIMIT} вызовов этой вкладки; после перезагрузки журнал начинается заново.
      </p>
      <PrivacySwitch />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={exportHar} disabled={entries.length === 0}>
          Скачать HAR
        </Button>
        <Button variant="ghost" onClick={clear} disabled={entries.length === 0 && !report}>
          Очистить журнал
        </Button>
      </div>
      {entries.length === 0 ? (
        <p className={styles.muted}>Вызовов пока не было.</p>
      ) : (
        <ScrollRegion label="Вызовы этой вкладки">
          <table className={tableStyles.table}>
            <caption className={styles.visuallyHidden}>Журнал вызовов, новые сверху</caption>
            <thead>
              <tr>
                <th scope="col">Время</th>
                <th scope="col">Вызов</th>
                <th scope="col">Статус</th>
                <th scope="col">Длит.</th>
              </tr>
            </thead>
            <tbody>
              {[...entries].reverse().map((entry) => (
                <TimelineRow key={entry.requestId} entry={entry} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </div>
  )
}
