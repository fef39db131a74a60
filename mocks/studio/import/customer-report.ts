import { describeUserAgent } from '@/features/devices/describe-device'
import type { ReportEvent, ReportExtras } from './har-import-extras'
import type { HarEntry } from './har-import-read'

// A customer's report as "Журнал" shows it after the import: their words, their device, and what
// happened on their screen (calls, pages, messages, errors, the connection) in the order it happened.
// Texts were already cut and checked when the file was read (har-import-extras.ts); here they are
// only put in order and bounded, and React renders them as text.

/** The newest rows shown: a crafted file may carry any number of entries and events. */
export const REPORT_ROWS_LIMIT = 300

export type ReportCall = { type: 'call'; time: number; method: string; url: string; status: number }
export type ReportRow = ReportCall | ReportEvent

export type CustomerReport = {
  description: string
  /** Label and value of each device fact the portal records, in a fixed order. */
  device: [string, string][]
  /** The customer's time zone when the browser knows it: times read as on the customer's clock. */
  timeZone: string | undefined
  rows: ReportRow[]
  /** Rows before the limit. */
  total: number
  skipped: number
}

const DEVICE_FACTS: [key: string, label: string][] = [
  ['build', 'Сборка'],
  ['timeZone', 'Часовой пояс'],
  ['language', 'Язык'],
  ['userAgent', 'User-Agent'],
  ['viewport', 'Экран'],
  ['pixelRatio', 'Плотность пикселей'],
  ['theme', 'Тема'],
]
// Maps: a report's text is looked up, and "__proto__" or "constructor" must find nothing.
const THEMES = new Map([
  ['dark', 'тёмная'],
  ['light', 'светлая'],
])

const fact = (device: ReportExtras['device'], key: string) => {
  const value = Object.hasOwn(device, key) ? device[key] : undefined
  return value === undefined || value === '' ? undefined : String(value)
}

function deviceFacts(device: ReportExtras['device']): [string, string][] {
  const userAgent = fact(device, 'userAgent')
  // What support asks first ("Android 14 · Chrome"); the whole string follows for developers.
  const described: [string, string][] = userAgent ? [['Устройство', describeUserAgent(userAgent).title]] : []
  return described.concat(
    DEVICE_FACTS.flatMap(([key, label]) => {
      const text = fact(device, key)
      if (text === undefined) return []
      return [[label, key === 'theme' ? (THEMES.get(text) ?? text) : text]]
    }),
  )
}

function knownTimeZone(zone: string | undefined) {
  if (!zone) return undefined
  try {
    return new Intl.DateTimeFormat('ru-RU', { timeZone: zone }).resolvedOptions().timeZone
  } catch {
    return undefined // not a zone this browser knows, or not a zone at all
  }
}

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

/** A zone this browser formats times in (a stored one may come from another browser, or by hand). */
export const isTimeZone = (zone: string) => knownTimeZone(zone) !== undefined

/** A row of the customer's timeline; a call's row knows its entry in the file. */
export type TimelineItem = { row: ReportRow; entry?: number }

/** Calls without a usable time keep their place in the file: they take the time of the call before. */
function callItems(entries: readonly HarEntry[]): TimelineItem[] {
  let last = Number.NEGATIVE_INFINITY
  return entries.map(({ startedAt, method, url, status }, entry) => {
    if (Number.isFinite(startedAt)) last = startedAt
    return { row: { type: 'call', time: last, method, url, status }, entry }
  })
}

/**
 * What happened on the customer's screen, in order: the report's rows and the moments a report steps
 * through (moment-plan.ts) are both this list. Stable: at equal times a call stays before the events
 * it caused, and a clock that jumps back keeps each row where its time puts it.
 */
export function timelineOf(entries: readonly HarEntry[], events: readonly ReportEvent[]): TimelineItem[] {
  return [...callItems(entries), ...events.map((row) => ({ row }))].sort((a, b) => a.row.time - b.row.time)
}

/** Undefined for a HAR that is not a customer's report (a browser's own export has no extras). */
export function customerReportOf(entries: readonly HarEntry[], extras: ReportExtras): CustomerReport | undefined {
  const { description, events, device, skipped } = extras
  if (!description && events.length === 0 && Object.keys(device).length === 0 && skipped === 0) return undefined
  const rows = timelineOf(entries, events).map((item) => item.row)
  return {
    description,
    device: deviceFacts(device),
    timeZone: knownTimeZone(fact(device, 'timeZone')),
    rows: rows.slice(-REPORT_ROWS_LIMIT),
    total: rows.length,
    skipped,
  }
}

const listeners = new Set<() => void>()
let shown: CustomerReport | undefined

/** The report of the last import; a reload or "Очистить журнал" forgets it, as it forgets the calls. */
export const getCustomerReport = () => shown

export function showCustomerReport(report: CustomerReport | undefined) {
  shown = report
  listeners.forEach((listener) => listener())
}

export function subscribeCustomerReport(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
