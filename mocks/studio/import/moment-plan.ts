import { callById, type CallId } from '../core/calls'
import { gatePage } from '../privacy/page-gate'
import type { FaultOutcome } from '../rules/rule-schema'
import { REPORT_ROWS_LIMIT, timelineOf } from './customer-report'
import { describeRow } from './row-text'
import { MOMENT_DETAIL_SHOWN, MOMENT_NOTES, type MomentPlan } from './moment-schema'
import type { ReportEvent } from './har-import-extras'
import { cutNote, SEEDS, type CallReading, type CustomerData } from './har-import-plan'
import type { HarEntry } from './har-import-read'

// The moments of a customer's report: for each row of its timeline, what the mock must answer to show
// the portal as the customer saw it then. Planned once, with the import, in its worker; opening a
// moment (open-moment.ts) only looks its state up. States name answers by their index, so a report
// of 100 calls keeps each answer once however many moments follow it.

export type DataField = keyof CustomerData

/** The calls failing at moment `index`, each with the answer it failed with then. */
export function failuresAt(plan: MomentPlan, index: number): [CallId, FaultOutcome][] {
  return (plan.moments[index]?.failing ?? []).flatMap(([call, failure]): [CallId, FaultOutcome][] => {
    const outcome = plan.failures[failure]
    return outcome ? [[call, outcome]] : []
  })
}

const nameOf = (call: string) => callById(call)?.name ?? call
const quoted = (calls: readonly string[]) => calls.map((call) => `«${nameOf(call)}»`).join(', ')

/** Where the moments walk: the data, the failures and the page so far, and the notes of one row. */
type Walk = { data: Map<DataField, number>; failing: Map<CallId, number>; page: string | undefined }

/** A call's row: its answer changes what the mock knows, or is said to be unusable. */
function readCall(read: CallReading | undefined, entry: HarEntry | undefined, walk: Walk, plan: MomentPlan) {
  if (!read || !entry) return []
  const { call, reading } = read
  if (reading.kind === 'cut') return [cutNote(call)]
  if (reading.kind === 'silent')
    return entry.status >= 200 && entry.status < 300 ? [`«${call.name}»: ответ записан без тела.`] : []
  walk.failing.delete(call.id)
  if (reading.kind === 'data') walk.data.set(reading.field, plan.answers.push({ call: call.id, body: entry.body }) - 1)
  if (reading.kind === 'failure') walk.failing.set(call.id, plan.failures.push(reading.outcome) - 1)
  return read.notes
}

/** What the seed stands in for: the calls that seed the data and had not answered yet. */
function standIns(walk: Walk, answeredLater: ReadonlySet<DataField>) {
  const missing = Object.entries(SEEDS).filter(
    ([, seed]) => answeredLater.has(seed.field) && !walk.data.has(seed.field),
  )
  return missing.length ? [`Ответов ${quoted(missing.map(([call]) => call))} ещё не было: вместо них демо-данные.`] : []
}

function pageOf(walk: Walk, firstPage: string | undefined): { page: string; notes: string[] } {
  const path = walk.page ?? firstPage
  if (path === undefined) return { page: '/', notes: ['Страниц в отчёте нет: открыта главная.'] }
  const gated = gatePage(path)
  const before = walk.page === undefined ? ['Страница до первого перехода неизвестна: открыта первая из отчёта.'] : []
  return { page: gated.path, notes: [...before, ...(gated.note ? [gated.note] : [])] }
}

/**
 * The moments of a report, in the order of its rows: every row is one, the newest ones kept.
 * `readings` are the import's own (readCalls), entry by entry.
 */
export function planMoments(
  entries: readonly HarEntry[],
  events: readonly ReportEvent[],
  readings: readonly (CallReading | undefined)[],
): MomentPlan {
  const timeline = timelineOf(entries, events)
  const plan: MomentPlan = { moments: [], answers: [], failures: [] }
  const first = timeline.find((item) => item.row.type === 'route')?.row
  const firstPage = first?.type === 'route' ? first.path : undefined
  const answeredLater = new Set(readings.flatMap((read) => (read?.reading.kind === 'data' ? [read.reading.field] : [])))
  const walk: Walk = { data: new Map(), failing: new Map(), page: undefined }
  const shownFrom = timeline.length - REPORT_ROWS_LIMIT
  for (const [index, { row, entry }] of timeline.entries()) {
    const notes = entry === undefined ? [] : readCall(readings[entry], entries[entry], walk, plan)
    if (row.type === 'route') walk.page = row.path
    if (index < shownFrom) continue
    const page = pageOf(walk, firstPage)
    const { title, detail } = describeRow(row)
    plan.moments.push({
      kind: row.type,
      time: row.time,
      title: title.slice(0, MOMENT_DETAIL_SHOWN),
      detail: detail.slice(0, MOMENT_DETAIL_SHOWN),
      data: Object.fromEntries(walk.data),
      failing: [...walk.failing],
      page: page.page,
      notes: [...notes, ...page.notes, ...standIns(walk, answeredLater)]
        .slice(0, MOMENT_NOTES.count)
        .map((note) => note.slice(0, MOMENT_NOTES.length)),
    })
  }
  return plan
}
