import { findCall } from '../core/calls'
import type { ReportRow } from './customer-report'

// One line of what the customer met, in words support staff read without knowing the API: the
// journal's rows and the moments' bar both say it so.

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
