import * as v from 'valibot'
import { SCENARIOS } from '../../scenarios'

// What a reproduction link or file may carry. Everything in it is checked before anything is
// applied: a link is pasted text from anywhere.

const FAULT_STATUSES = [400, 401, 403, 404, 409, 429, 500, 502, 503] as const
const count = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000))

const OutcomeSchema = v.variant('kind', [
  v.object({
    kind: v.literal('status'),
    status: v.picklist(FAULT_STATUSES),
    message: v.string(),
    errors: v.optional(v.record(v.string(), v.array(v.string()))),
    retryAfter: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  v.object({ kind: v.literal('network') }),
  v.object({ kind: v.literal('hang') }),
  v.object({ kind: v.literal('malformed'), variant: v.picklist(['truncated-json', 'html', 'wrong-types']) }),
  v.object({ kind: v.literal('latency'), ms: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600_000)) }),
  v.object({
    kind: v.literal('recorded'),
    status: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(599)),
    contentType: v.string(),
    body: v.string(),
  }),
])

export const RuleSchema = v.object({
  call: v.string(),
  outcome: OutcomeSchema,
  scope: v.variant('kind', [
    v.object({ kind: v.literal('every') }),
    v.object({ kind: v.literal('nth'), n: count }),
    v.object({ kind: v.literal('first'), n: count }),
  ]),
  origin: v.picklist(['manual', 'preset', 'har', 'link']),
})

// Records are checked for the fields the handlers rely on; the rest travels as the sender had it.
const id = v.union([v.string(), v.number()])
const records = <T extends v.ObjectEntries>(entries: T) => v.optional(v.array(v.looseObject(entries)))

export const ReproSchema = v.object({
  v: v.literal(1),
  page: v.pipe(v.string(), v.startsWith('/')),
  scenario: v.picklist(SCENARIOS),
  session: v.optional(v.string()),
  rules: v.array(RuleSchema),
  data: v.object({
    users: records({ id: v.number(), email: v.string(), userName: v.string(), balance: v.number() }),
    sessions: records({ id: v.string(), userId: v.number(), userAgent: v.string() }),
    services: records({ userId: v.number(), message: v.string() }),
    payments: records({ id, userId: v.number(), amount: v.number(), createdAt: v.string() }),
    nextUserId: v.optional(v.number()),
  }),
})
