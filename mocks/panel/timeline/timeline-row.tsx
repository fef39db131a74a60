import { findCall } from '../../studio/calls'
import type { TimelineEntry } from '../../studio/timeline'
import styles from '../mock-panel.module.css'

const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', second: '2-digit' })

function pathOf(url: string) {
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}

function statusText(entry: TimelineEntry) {
  if (entry.status === undefined) return 'ждёт ответа'
  return entry.status === 0 ? 'сеть' : String(entry.status)
}

export function TimelineRow({ entry }: { entry: TimelineEntry }) {
  const call = findCall(entry.method, entry.url)
  return (
    <tr data-failed={entry.status !== undefined && (entry.status === 0 || entry.status >= 400)}>
      <td>{time.format(entry.startedAt)}</td>
      <td>
        <span className={styles.callName}>{call?.name ?? 'Вызов'}</span>
        <span className={styles.muted}>
          {entry.method} {pathOf(entry.url)}
        </span>
      </td>
      <td>
        {statusText(entry)}
        {entry.ruleId && <span className={styles.ruleBadge}>правило</span>}
      </td>
      <td>{entry.durationMs === undefined ? '—' : `${entry.durationMs} мс`}</td>
    </tr>
  )
}
