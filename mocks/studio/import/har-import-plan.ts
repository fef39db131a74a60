import * as v from 'valibot'
import { replayable } from '../../recorded-answer'
import { DeviceListSchema, type Device } from '@/api/devices'
import type { ListEntries } from '@/api/list-entries'
import { PaymentHistorySchema } from '@/api/payment-history'
import type { Payment } from '@/api/payments'
import { ServicesAnswerSchema, type Service } from '@/api/services'
import { TelegramCheckSchema } from '@/api/two-factor'
import { UserSchema, type User } from '@/api/user'
import { BODY_LIMIT, isCutBody } from '@/report/redact-entry'
import { findCall, type CallId, type MockCall } from '../core/calls'
import type { FaultOutcome, RuleSpec } from '../rules/rule-schema'
import type { HarEntry } from './har-import-read'

// What a customer's HAR turns into. The answers of the calls the mock models seed the data set when
// the app's own schema accepts them; every other answer that is not a success (an error status, or a
// body the app could not read) becomes a fault rule for its call, answering the Nth time as recorded.

export type CustomerData = {
  user?: User
  services?: Service[]
  devices?: Device[]
  payments?: Payment[]
  telegramLinked?: boolean
}
type Seed = {
  [K in keyof CustomerData]-?: {
    field: K
    schema:
      | v.GenericSchema<unknown, NonNullable<CustomerData[K]>>
      | v.GenericSchemaAsync<unknown, NonNullable<CustomerData[K]>>
  }
}[keyof CustomerData]

/** List answers are read entry by entry, as the app reads them: the data set takes the readable entries. */
const readable = <T>(
  schema: v.GenericSchema<unknown, ListEntries<T>> | v.GenericSchemaAsync<unknown, ListEntries<T>>,
) =>
  v.pipeAsync(
    schema,
    v.transform((list) => list.items),
  )

/** The calls whose answers seed the data set, by catalogue id. */
export const SEEDS: Partial<Record<CallId, Seed>> = {
  user: { field: 'user', schema: UserSchema },
  services: { field: 'services', schema: readable(ServicesAnswerSchema) },
  devices: { field: 'devices', schema: readable(DeviceListSchema) },
  payments: { field: 'payments', schema: readable(PaymentHistorySchema) },
  'telegram-check': { field: 'telegramLinked', schema: TelegramCheckSchema },
}

export type ImportPlan = {
  data: CustomerData
  rules: RuleSpec[]
  /** Entries that are API calls the mock knows; the rest (pages, scripts, images, other hosts) is ignored. */
  apiCalls: number
  ignored: number
  /** Recorded answers the browser could not replay as they were, each said in words. */
  replaced: string[]
}

function parseBody(body: string): unknown {
  try {
    return JSON.parse(body)
  } catch {
    return undefined
  }
}

/**
 * Browsers record a request that got no answer (offline, blocked, reset) with status 0. An answer is
 * kept as recorded: it replays as the nearest one the browser takes, and the rule says so.
 */
function outcomeOf(entry: HarEntry, notes: string[]): FaultOutcome {
  if (entry.status < 200 || entry.status > 599) return { kind: 'network' }
  const answer = { status: entry.status, contentType: entry.contentType, body: entry.body }
  const { note } = replayable(answer)
  if (note) notes.push(note)
  return { kind: 'recorded', ...answer }
}

/** Said of an answer the customer's report cut at its size cap. */
export const cutNote = (call: MockCall) =>
  `«${call.name}»: ответ в отчёте обрезан на ${BODY_LIMIT / 1024} КБ, поэтому не воспроизводится`

/** A recorded answer of a call that seeds the data set, read again (a moment opening it). */
export async function readSeedAnswer(call: CallId, body: string): Promise<CustomerData> {
  const seed = SEEDS[call]
  if (!seed) return {}
  const parsed = await v.safeParseAsync(seed.schema, parseBody(body))
  return parsed.success ? { [seed.field]: parsed.output } : {}
}

/** What one recorded call tells: data for the mock, a failure to replay, or nothing it can use. */
export type EntryReading =
  | { kind: 'data'; field: keyof CustomerData; value: NonNullable<CustomerData[keyof CustomerData]> }
  | { kind: 'fine' }
  | { kind: 'failure'; outcome: FaultOutcome }
  /** A redirect, a revalidation, or a success recorded without its body (browsers omit large ones). */
  | { kind: 'silent' }
  /** A success the report cut at its size cap: not what the server sent. */
  | { kind: 'cut' }

export async function readEntry(call: MockCall, entry: HarEntry, replaced: string[]): Promise<EntryReading> {
  // Redirects and cached revalidations (304) are the browser's business, not answers the customer saw.
  if (entry.status >= 300 && entry.status < 400) return { kind: 'silent' }
  const success = entry.status >= 200 && entry.status < 300
  if (success && !entry.body) return { kind: 'silent' }
  if (success && isCutBody(entry.body)) return { kind: 'cut' }
  const seed = SEEDS[call.id]
  if (success && seed) {
    const parsed = await v.safeParseAsync(seed.schema, parseBody(entry.body))
    if (parsed.success) return { kind: 'data', field: seed.field, value: parsed.output }
  } else if (success && (!call.answer || (await v.safeParseAsync(call.answer, parseBody(entry.body))).success)) {
    // A success the app reads with the call's own answer schema replays as the mock answers it.
    return { kind: 'fine' }
  }
  return { kind: 'failure', outcome: outcomeOf(entry, replaced) }
}

/** An entry of the file that is a call the mock knows, read once: the plan and the moments share it. */
export type CallReading = {
  call: MockCall
  /** Which request of its call this is (1-based), as an "only the Nth" rule counts. */
  n: number
  reading: EntryReading
  /** What replaying its answer changes, in words. */
  notes: string[]
}

/** Index by index with the entries: undefined where an entry is no call the mock knows. */
export async function readCalls(entries: readonly HarEntry[]): Promise<(CallReading | undefined)[]> {
  const seen = new Map<string, number>()
  const readings: (CallReading | undefined)[] = []
  for (const entry of entries) {
    const call = findCall(entry.method, entry.url)
    if (!call) {
      readings.push(undefined)
      continue
    }
    const n = (seen.get(call.id) ?? 0) + 1
    seen.set(call.id, n)
    const notes: string[] = []
    readings.push({ call, n, reading: await readEntry(call, entry, notes), notes })
  }
  return readings
}

/** `skipRuleAnswered`: the file brings the rules that answered or delayed a call, so it makes no rule (plan-reading.ts). */
export function planCalls(
  entries: readonly HarEntry[],
  readings: readonly (CallReading | undefined)[],
  { skipRuleAnswered = false } = {},
): ImportPlan {
  const data: CustomerData = {}
  const rules: ImportPlan['rules'] = []
  const replaced: string[] = []
  let apiCalls = 0
  for (const [index, read] of readings.entries()) {
    if (!read) continue
    apiCalls += 1
    const { call, n, reading } = read
    replaced.push(...read.notes)
    if (reading.kind === 'data') Object.assign(data, { [reading.field]: reading.value })
    if (reading.kind === 'cut') replaced.push(cutNote(call))
    if (reading.kind !== 'failure' || (skipRuleAnswered && entries[index]?.answeredByRule)) continue
    rules.push({ call: call.id, outcome: reading.outcome, scope: { kind: 'nth', n }, origin: 'har' })
  }
  return { data, rules, apiCalls, ignored: entries.length - apiCalls, replaced }
}

export async function planImport(entries: readonly HarEntry[], options: { skipRuleAnswered?: boolean } = {}) {
  return planCalls(entries, await readCalls(entries), options)
}
