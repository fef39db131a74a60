import { storageKey } from '@/lib/base-path'
import type { Journal } from './journal'

// The journal survives a reload in the same tab through sessionStorage (never localStorage: it must
// not outlive the tab). Only the newest calls that fit in STORED_LIMIT are kept; a full quota or
// blocked storage just means the reload starts a new journal.

const KEY = storageKey('lk-report-journal')
export const STORED_LIMIT = 1024 * 1024

export function storeJournal(journal: Journal) {
  const calls = []
  let size = JSON.stringify({ ...journal, calls: [] }).length
  for (const call of [...journal.calls].reverse()) {
    size += JSON.stringify(call).length + 1
    if (size > STORED_LIMIT) break
    calls.unshift(call)
  }
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...journal, calls }))
  } catch {
    // Quota or privacy mode: nothing is kept.
  }
}

export function readStoredJournal(): Journal | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null')
    if (!parsed || typeof parsed !== 'object') return undefined
    const { salt, calls, events } = parsed as Partial<Journal>
    if (typeof salt !== 'string' || !Array.isArray(calls) || !Array.isArray(events)) return undefined
    return { salt, calls, events }
  } catch {
    return undefined
  }
}

export function clearStoredJournal() {
  try {
    sessionStorage.removeItem(KEY)
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
