import * as v from 'valibot'

// The fault-rule model, once: the stored rules, the add-rule form, presets, HAR imports and
// reproduction links all take their types from here, and everything read from outside (storage,
// a pasted link, a file) is checked against it. A new outcome kind starts here.

export const FAULT_STATUSES = [400, 401, 403, 404, 409, 429, 500, 502, 503] as const
export const MALFORMED_VARIANTS = ['truncated-json', 'html', 'wrong-types'] as const
export const RULE_ORIGINS = ['manual', 'preset', 'har', 'link'] as const

const whole = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max))
export const LATENCY_MAX_MS = 600_000
export const RETRY_AFTER_MAX_S = 86_400
export const CALL_COUNT_MAX = 1_000_000

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
    contentType: v.string(),
    body: v.string(),
  }),
])

export const ScopeSchema = v.variant('kind', [
  v.object({ kind: v.literal('every') }),
  v.object({ kind: v.literal('nth'), n: whole(1, CALL_COUNT_MAX) }),
  v.object({ kind: v.literal('first'), n: whole(1, CALL_COUNT_MAX) }),
])

/** A rule as it travels (links, files, presets): without the id its store gives it. */
export const RuleSpecSchema = v.object({
  /** A catalogue call id, or EVERY_CALL. */
  call: v.string(),
  outcome: OutcomeSchema,
  scope: ScopeSchema,
  origin: v.picklist(RULE_ORIGINS),
})

export const StoredRuleSchema = v.object({ id: v.string(), ...RuleSpecSchema.entries })

export type FaultOutcome = v.InferOutput<typeof OutcomeSchema>
export type FaultStatus = (typeof FAULT_STATUSES)[number]
export type MalformedVariant = (typeof MALFORMED_VARIANTS)[number]
export type FaultScope = v.InferOutput<typeof ScopeSchema>
export type RuleSpec = v.InferOutput<typeof RuleSpecSchema>
export type FaultRule = v.InferOutput<typeof StoredRuleSchema>
