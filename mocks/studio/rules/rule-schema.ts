import * as v from 'valibot'

// The fault-rule model, once: the stored rules, the add-rule form, presets, HAR imports and
// reproduction links all take their types from here, and everything read from outside (storage,
// a pasted link, a file) is checked against it. A new outcome kind starts here.

export const FAULT_STATUSES = [400, 401, 403, 404, 409, 429, 500, 502, 503] as const
export const MALFORMED_VARIANTS = ['truncated-json', 'html', 'wrong-types'] as const
export const RULE_ORIGINS = ['manual', 'preset', 'har', 'link', 'moment'] as const

const whole = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))
export const LATENCY_MAX_MS = 600_000
export const RETRY_AFTER_MAX_S = 86_400
export const CALL_COUNT_MAX = 1_000_000
/** An own answer's body, in characters: far more than any screen's answer, far less than a tab can hold. */
export const OWN_BODY_MAX = 1_000_000
/** Said of a body past the limit, in the form and the journal's "Сделать правило". */
export const BODY_TOO_BIG = `Тело ответа больше ${OWN_BODY_MAX / 1_000_000} млн символов: сократите его`
const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
/** A Content-Type, in characters: real ones are a few dozen; a longer one is cut where it is stored. */
export const CONTENT_TYPE_MAX = 200
/** A recorded Content-Type as the mock keeps it: cut to CONTENT_TYPE_MAX, so a crafted file cannot make it huge. */
export const cutContentType = (type: string) => type.slice(0, CONTENT_TYPE_MAX)

/** A 400's `errors`: each field with its messages (SPEC §8). */
export const ErrorsSchema = v.record(v.string(), v.array(v.string()))

export const OutcomeSchema = v.variant('kind', [
  v.object({
    kind: v.literal('status'),
    status: v.picklist(FAULT_STATUSES),
    message: v.string(),
    errors: v.optional(ErrorsSchema),
    retryAfter: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  }),
  v.object({ kind: v.literal('network') }),
  v.object({ kind: v.literal('hang') }),
  v.object({ kind: v.literal('malformed'), variant: v.picklist(MALFORMED_VARIANTS) }),
  v.object({ kind: v.literal('latency'), ms: whole(0, LATENCY_MAX_MS) }),
  /** A HAR answer replayed as is. */
  v.object({
    kind: v.literal('recorded'),
    status: whole(100, 599),
    contentType: v.pipe(v.string(), v.transform(cutContentType)),
    body: v.string(),
  }),
  /** An answer support wrote by hand: any status, deliberately not checked against the call's schema. */
  v.object({
    kind: v.literal('own'),
    status: whole(100, 599),
    contentType: text(CONTENT_TYPE_MAX),
    body: text(OWN_BODY_MAX),
  }),
  /** The call waits until support answers it in the panel ("Спросить меня"). */
  v.object({ kind: v.literal('pause') }),
])

export const OUTCOME_KINDS = OutcomeSchema.options.map((option) => option.entries.kind.literal)

export const ScopeSchema = v.variant('kind', [
  v.object({ kind: v.literal('every') }),
  v.object({ kind: v.literal('nth'), n: whole(1, CALL_COUNT_MAX) }),
  v.object({ kind: v.literal('first'), n: whole(1, CALL_COUNT_MAX) }),
  /** Each call fails with this chance, drawn from a generator seeded by `seed`: one link, one sequence. */
  v.object({
    kind: v.literal('chance'),
    percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
    seed: whole(0, 2 ** 32 - 1),
  }),
])

export const CONDITION_SOURCES = ['body', 'query', 'path'] as const
/** A rule's conditions, at most: a rule with more is not one support wrote by hand. */
export const CONDITIONS_MAX = 20
export const CONDITION_OPS = ['eq', 'contains', 'gte', 'lte'] as const
const isNumber = (value: string) => value.trim() !== '' && Number.isFinite(Number(value))

/** One test of the request: a body field by dotted path, a query parameter or a path parameter. */
export const ConditionSchema = v.pipe(
  v.object({
    source: v.picklist(CONDITION_SOURCES),
    field: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    op: v.picklist(CONDITION_OPS),
    value: text(1_000),
  }),
  v.check((condition) => (condition.op === 'gte' || condition.op === 'lte' ? isNumber(condition.value) : true)),
)

/** A rule as it travels (links, files, presets): without the id its store gives it. */
export const RuleSpecSchema = v.object({
  /** A catalogue call id, or EVERY_CALL. */
  call: v.string(),
  outcome: OutcomeSchema,
  scope: ScopeSchema,
  origin: v.picklist(RULE_ORIGINS),
  /** Every condition must hold; rules saved before conditions existed have none. */
  when: v.optional(v.pipe(v.array(ConditionSchema), v.maxLength(CONDITIONS_MAX))),
  /** Switched off: kept, travels, answers nothing. */
  off: v.optional(v.literal(true)),
})

export const StoredRuleSchema = v.object({ id: v.string(), ...RuleSpecSchema.entries })

export type FaultOutcome = v.InferOutput<typeof OutcomeSchema>
export type FaultStatus = (typeof FAULT_STATUSES)[number]
export type MalformedVariant = (typeof MALFORMED_VARIANTS)[number]
export type FaultScope = v.InferOutput<typeof ScopeSchema>
export type Condition = v.InferOutput<typeof ConditionSchema>
export type ConditionSource = (typeof CONDITION_SOURCES)[number]
export type ConditionOp = (typeof CONDITION_OPS)[number]
export type RuleSpec = v.InferOutput<typeof RuleSpecSchema>
export type FaultRule = v.InferOutput<typeof StoredRuleSchema>
