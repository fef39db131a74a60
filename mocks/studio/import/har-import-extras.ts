import * as v from 'valibot'
import { gatePage, type GatedPage } from '../privacy/page-gate'
import { readCarriedRules, type CarriedRules } from './carried-rules'

// The extras a customer's report carries besides its calls (src/features/report/build-report.ts):
// `_description` (their "Что случилось?"), `_events` (routes, toasts, errors, connection) and
// `_device`. A report is untrusted input: every text is cut, the last route passes the page gate
// (privacy/page-gate.ts), and an extra with a wrong shape is skipped and counted. A HAR the journal
// exported carries the panel's rules too (`_rules`, carried-rules.ts).

export const EXTRA_TEXT_LIMIT = 500
export const DESCRIPTION_LIMIT = 2000

const cut = (limit: number) =>
  v.pipe(
    v.string(),
    v.transform((text) => text.slice(0, limit)),
  )
const Text = cut(EXTRA_TEXT_LIMIT)
const Time = v.pipe(
  v.string(),
  v.transform((text) => Date.parse(text)),
  v.check((time) => Number.isFinite(time)),
)

const EventSchema = v.variant('type', [
  v.object({ type: v.literal('route'), time: Time, path: v.string() }),
  v.object({ type: v.literal('toast'), time: Time, kind: Text, text: Text }),
  v.object({ type: v.literal('error'), time: Time, message: Text, stack: v.optional(Text) }),
  v.object({ type: v.literal('network'), time: Time, online: v.boolean() }),
])
export type ReportEvent = v.InferOutput<typeof EventSchema>
export const REPORT_EVENT_TYPES = EventSchema.options.map((option) => option.entries.type.literal)

const DeviceSchema = v.record(v.pipe(v.string(), v.maxLength(64)), v.union([Text, v.number()]))

export type ReportExtras = {
  description: string
  events: ReportEvent[]
  device: Record<string, string | number>
  /** The customer's last route as the page gate lets it open; undefined without routes. */
  lastRoute: GatedPage | undefined
  skipped: number
  rules: CarriedRules | undefined
}

export function readExtras(log: Record<string, unknown>): ReportExtras {
  let skipped = 0
  const read = <T>(schema: v.GenericSchema<unknown, T>, value: unknown, fallback: T): T => {
    if (value === undefined) return fallback
    const result = v.safeParse(schema, value)
    if (result.success) return result.output
    skipped += 1
    return fallback
  }
  const description = read(cut(DESCRIPTION_LIMIT), log._description, '')
  const device = read(DeviceSchema, log._device, {})
  const rawEvents = read(v.array(v.unknown()), log._events, [])
  const events = rawEvents
    .flatMap((event) => {
      const result = v.safeParse(EventSchema, event)
      if (!result.success) skipped += 1
      return result.success ? [result.output] : []
    })
    .sort((a, b) => a.time - b.time)
  const routes = events.filter((event) => event.type === 'route')
  const last = routes.at(-1)
  const rules = readCarriedRules(log._rules)
  return { description, events, device, lastRoute: last && gatePage(last.path), skipped, rules }
}
