import { findCall } from '../../core/calls'
import { LongText } from './long-text'
import type { ReportRow } from '../../import/customer-report'
import styles from './journal-table.module.css'
import local from './customer-report.module.css'

// One line of what the customer met, in words support staff read without knowing the API.

/** Day and time on the customer's clock when their time zone is known, else on this browser's. */
export const reportClock = (timeZone: string | undefined) =>
  new Intl.DateTimeFormat('ru-RU', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    ...(timeZone && { timeZone }),
  })
/** A Map: the kind is the report's text, and "constructor" must find nothing. */
const TOAST_KINDS = new Map([
  ['error', 'ошибка'],
  ['success', 'успех'],
  ['info', 'сведения'],
])

export type RowText = { title: string; detail: string; failed: boolean; stack?: string | undefined }

function callPath(url: string) {
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}

export function describeRow(row: ReportRow): RowText {
  switch (row.type) {
    case 'call': {
      const call = findCall(row.method, row.url)
      const failed = row.status < 200 || row.status >= 400
      const answer = row.status === 0 ? 'нет ответа (сеть)' : `ответ ${row.status}`
      const path = call ? `/${call.path}` : callPath(row.url)
      return { title: call?.name ?? 'Запрос', detail: `${row.method} ${path} — ${answer}`, failed }
    }
    case 'route':
      return { title: 'Открыл страницу', detail: row.path, failed: false }
    case 'toast':
      return {
        title: `Сообщение на экране (${TOAST_KINDS.get(row.kind) ?? row.kind})`,
        detail: row.text,
        failed: row.kind === 'error',
      }
    case 'error':
      return { title: 'Ошибка в приложении', detail: row.message, failed: true, stack: row.stack }
    case 'network':
      return row.online
        ? { title: 'Связь вернулась', detail: '', failed: false }
        : { title: 'Связь пропала', detail: '', failed: true }
  }
}

export function ReportRowView({ row, clock }: { row: ReportRow; clock: Intl.DateTimeFormat }) {
  const { title, detail, failed, stack } = describeRow(row)
  return (
    <tr data-failed={failed}>
      <td>{Number.isFinite(row.time) ? clock.format(row.time) : '—'}</td>
      <td>
        <span className={styles.callName}>{title}</span>
        {detail && <LongText text={detail} />}
        {stack && (
          <details>
            <summary>Подробности для разработчика</summary>
            <pre className={local.stack}>{stack}</pre>
          </details>
        )}
      </td>
    </tr>
  )
}
