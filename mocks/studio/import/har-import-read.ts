import * as v from 'valibot'
import type { RedactionCounts } from '@/report/redact-kinds'
import { redactHar } from '@/report/redact'
import { readExtras, type ReportExtras } from './har-import-extras'
import { describeIssue, describeIssues, ISSUES_SHOWN } from '../core/schema-issues'
import { cutContentType } from '../rules/rule-schema'

// Reading a customer's HAR: size and shape checks, then redaction before any of it is kept or shown.
// Only the fields the import uses are read; an entry without them is skipped, not trusted.

export const HAR_MAX_BYTES = 50 * 1024 * 1024

export const HAR_ERRORS = {
  tooLarge: 'Файл больше 50 МБ. Сохраните в браузере HAR только с нужными запросами и попробуйте снова.',
  notHar: 'Это не HAR-файл. Нужен файл из вкладки «Сеть» браузера: «Сохранить всё как HAR».',
  unreadable: 'Не удалось прочитать файл. Попробуйте выбрать его снова.',
  stopped: 'Чтение файла прервалось. Обновите страницу и выберите файл снова.',
  stuck:
    'Файл читается слишком долго, и чтение остановлено. Сохраните в браузере HAR только с нужными запросами и попробуйте снова.',
} as const

/** Known by its size alone: such a file is refused before a byte of it is read. */
export const tooLarge = (file: Blob) => file.size > HAR_MAX_BYTES

export type HarEntry = {
  /** Epoch milliseconds; NaN when the file gives no usable time. */
  startedAt: number
  method: string
  url: string
  status: number
  contentType: string
  body: string
  /** A rule of the panel answered it (`_mockRule` of the journal's export). */
  answeredByRule?: boolean
}

/** A refusal, with what the schema found wrong in the file when it was its shape. */
export type ImportRefusal = { ok: false; error: string; issues?: string[] }

export type HarReading =
  | {
      ok: true
      entries: HarEntry[]
      skipped: number
      /** Why the first skipped entries were skipped, in words. */
      skippedIssues: string[]
      counts: RedactionCounts
      extras: ReportExtras
    }
  | ImportRefusal

const EntrySchema = v.object({
  startedDateTime: v.optional(v.string(), ''),
  request: v.object({ method: v.pipe(v.string(), v.nonEmpty()), url: v.pipe(v.string(), v.nonEmpty()) }),
  response: v.object({
    status: v.pipe(v.number(), v.integer()),
    content: v.optional(v.object({ mimeType: v.optional(v.string(), ''), text: v.optional(v.string(), '') }), {}),
  }),
  _mockRule: v.optional(v.unknown()),
})

// Loose: a customer's report keeps its `_`-prefixed extras beside the entries.
const HarSchema = v.object({ log: v.looseObject({ entries: v.array(v.unknown()) }) })

export async function readHarFile(file: Blob): Promise<HarReading> {
  if (tooLarge(file)) return { ok: false, error: HAR_ERRORS.tooLarge }
  let text: string
  try {
    text = await file.text()
  } catch {
    return { ok: false, error: HAR_ERRORS.unreadable }
  }
  return readHarText(text)
}

export function readHarText(text: string): HarReading {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, error: HAR_ERRORS.notHar }
  }
  const har = v.safeParse(HarSchema, parsed)
  if (!har.success) return { ok: false, error: HAR_ERRORS.notHar, issues: describeIssues(har.issues) }
  const { value, counts } = redactHar(parsed)
  const { log } = v.parse(HarSchema, value)
  const raw = log.entries
  const skippedIssues: string[] = []
  const valid = raw.flatMap((entry, index) => {
    const result = v.safeParse(EntrySchema, entry)
    if (!result.success && skippedIssues.length < ISSUES_SHOWN) {
      skippedIssues.push(`запись ${index + 1}, ${describeIssue(result.issues[0])}`)
    }
    return result.success ? [result.output] : []
  })
  // In the order the calls happened (sort is stable); a file with unusable times keeps its own order.
  const times = valid.map((entry) => Date.parse(entry.startedDateTime))
  const order = valid.map((_entry, index) => index)
  if (times.every(Number.isFinite)) order.sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0))
  const entries = order.flatMap((index) => {
    const entry = valid[index]
    if (!entry) return []
    const { request, response } = entry
    const { mimeType, text } = response.content
    return [
      {
        startedAt: times[index] ?? Number.NaN,
        method: request.method.toUpperCase(),
        url: request.url,
        status: response.status,
        contentType: cutContentType(mimeType),
        body: text,
        ...(entry._mockRule !== undefined && { answeredByRule: true }),
      },
    ]
  })
  return { ok: true, entries, skipped: raw.length - valid.length, skippedIssues, counts, extras: readExtras(log) }
}
