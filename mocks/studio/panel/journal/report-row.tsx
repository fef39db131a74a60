import { buttonClassName } from '@/ui/button'
import { LongText } from './long-text'
import type { ReportRow } from '../../import/customer-report'
import { describeRow } from '../../import/row-text'
import styles from './journal-table.module.css'
import local from './customer-report.module.css'

// One line of what the customer met, in words support staff read without knowing the API.

type Props = {
  row: ReportRow
  clock: Intl.DateTimeFormat
  /** Opens the portal as the customer saw it at this row (import/stepping.ts); none without moments. */
  onOpen?: (() => void) | undefined
  /** This row is the moment open now. */
  current?: boolean
}

export function ReportRowView({ row, clock, onOpen, current = false }: Props) {
  const { title, detail, failed, stack } = describeRow(row)
  const time = Number.isFinite(row.time) ? clock.format(row.time) : '—'
  // The visible words start the button's name, which adds the row's time and title for a screen reader.
  const action = current ? 'Открыт сейчас' : 'Открыть этот момент'
  return (
    <tr data-failed={failed} aria-current={current ? 'step' : undefined}>
      <td>{time}</td>
      <td>
        <span className={styles.callName}>{title}</span>
        {detail && <LongText text={detail} />}
        {stack && (
          <details>
            <summary>Подробности для разработчика</summary>
            <pre className={local.stack}>{stack}</pre>
          </details>
        )}
        {onOpen && (
          <button
            type="button"
            className={buttonClassName({ variant: 'ghost', className: local.open })}
            aria-label={`${action}: ${time}, ${title}`}
            onClick={onOpen}
          >
            {action}
          </button>
        )}
      </td>
    </tr>
  )
}
