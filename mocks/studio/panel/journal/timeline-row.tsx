import { useId, useState } from 'react'
import { CallDetail } from './call-detail'
import detail from './call-detail.module.css'
import { MOCK_GATEWAY_PATH, MOCK_GENERAL_PATH } from '@/api/config'
import { appPath } from '@/lib/base-path'
import { findCall } from '../../core/calls'
import type { TimelineEntry } from '../../journal/timeline'
import styles from './journal-table.module.css'
import sectionStyles from '../kit/section.module.css'

const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit', second: '2-digit' })

/** The path as SPEC §7 writes it: after the mock's base, which every row would repeat. */
function pathOf(url: string, call: ReturnType<typeof findCall>) {
  const { pathname: full } = new URL(url, window.location.origin)
  const pathname = appPath(full) ?? full
  const base = call?.backend === 'general' ? MOCK_GENERAL_PATH : MOCK_GATEWAY_PATH
  return pathname.startsWith(base) ? pathname.slice(base.length) : pathname
}

function statusText(entry: TimelineEntry) {
  if (entry.status === undefined) return 'ждёт ответа'
  return entry.status === 0 ? 'сеть' : String(entry.status)
}

export function TimelineRow({ entry }: { entry: TimelineEntry }) {
  const call = findCall(entry.method, entry.url)
  const [open, setOpen] = useState(false)
  const detailId = useId()
  const name = call?.name ?? 'Вызов'
  return (
    <>
      <tr data-failed={entry.status !== undefined && (entry.status === 0 || entry.status >= 400)}>
        <td>{time.format(entry.startedAt)}</td>
        <td>
          <button
            type="button"
            className={`${styles.callName} ${detail.open}`}
            aria-expanded={open}
            aria-controls={open ? detailId : undefined}
            onClick={() => setOpen(!open)}
          >
            {name}
          </button>
          <span className={sectionStyles.muted}>
            {entry.method} {pathOf(entry.url, call)}
          </span>
        </td>
        <td>
          {statusText(entry)}
          {entry.ruleId && <span className={styles.ruleBadge}>правило</span>}
        </td>
        <td>{entry.durationMs === undefined ? '—' : `${entry.durationMs} мс`}</td>
      </tr>
      {open && (
        <tr id={detailId}>
          <td colSpan={4} className={detail.cell}>
            <CallDetail entry={entry} callName={name} />
          </td>
        </tr>
      )}
    </>
  )
}
