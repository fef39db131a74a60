import type { DatedPayment } from './history-filters'
import type { HistoryFilters } from './history-search'
import { periodRange } from './history-filters'
import { isIncoming, isPoints, KIND_TITLES, METHOD_TITLES, STATUS_TITLES } from './payment-labels'

// For Excel in a Russian locale: it reads `;` as the separator and `,` as the decimal point, and
// takes the file as UTF-8 only with a byte-order mark.
const BOM = '\uFEFF'
const SEPARATOR = ';'
const LINE = '\r\n'

/** Text a spreadsheet would run as a formula is prefixed with a quote (the OWASP CSV-injection rule). */
const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string) {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** `1790,5` → `1790,50`: no thousands separator, so Excel reads it as a number. */
export function csvNumber(value: number) {
  return Math.abs(value).toFixed(2).replace('.', ',')
}

const pad = (value: number) => String(value).padStart(2, '0')

/** `ДД.ММ.ГГГГ` in local time. */
export function csvDate(date: Date) {
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`
}

const HEADER = ['Дата', 'Операция', 'Статус', 'Описание', 'Способ оплаты', 'Зачислено', 'Списано', 'Единица']

/** The shown list as a CSV file's text; money in and out are separate unsigned columns. */
export function historyCsv(entries: DatedPayment[]) {
  const rows = entries.map(({ payment, time }) => {
    const amount = csvNumber(payment.amount)
    const incoming = isIncoming(payment.type)
    return [
      csvDate(new Date(time)),
      KIND_TITLES[payment.type],
      STATUS_TITLES[payment.status],
      payment.description,
      payment.method ? METHOD_TITLES[payment.method] : '',
      incoming ? amount : '',
      incoming ? '' : amount,
      isPoints(payment.type) ? 'баллы' : 'руб.',
    ]
  })
  return BOM + [HEADER, ...rows].map((row) => row.map(csvCell).join(SEPARATOR)).join(LINE) + LINE
}

const isoDay = (time: number) => {
  const date = new Date(time)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** `history_2026-09-01_2026-11-23.csv`; the whole history is `history_all.csv`. */
export function csvFileName(filters: HistoryFilters, now: Date) {
  const [start, end] = periodRange(filters, now)
  if (start === null && end === null) return 'history_all.csv'
  const from = start === null ? 'start' : isoDay(start)
  // The range's end is exclusive: the file names the last day it covers.
  const to = end === null ? isoDay(now.getTime()) : isoDay(end - 1)
  return `history_${from}_${to}.csv`
}
