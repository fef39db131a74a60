import * as v from 'valibot'
import { DeviceSchema } from '@/api/devices'
import { PaymentSchema } from '@/api/payments'
import { ServiceSchema } from '@/api/services'
import { UserSchema } from '@/api/user'
import type { RedactionKind } from '@/report/redact-kinds'
import { REDACTION_LABELS } from '@/report/redact-labels'
import { REPORT_ROWS_LIMIT } from './customer-report'
import { MomentPlanSchema } from './moment-schema'
import { ISSUES_SHOWN } from '../core/schema-issues'
import { isStudioFailure } from '../core/studio-failure'
import { gatePage } from '../privacy/page-gate'
import { RuleSpecSchema } from '../rules/rule-schema'
import { unknownKindMessage } from '../rules/unknown-kind'
import { BROKEN_RULES } from './carried-rules'
import { DESCRIPTION_LIMIT } from './har-import-extras'
import { HAR_ERRORS } from './har-import-read'
import type { ImportResult } from './har-import-work'

// The import worker's answer is data like any other that reaches the page: it is checked before
// any of it is shown or applied, and an answer of another shape (a worker of another build, a broken
// one) is refused as a whole. The customer's data by the app's own schemas, the rules by the rule
// schema, the last route by the page gate once more; only the import's own messages are shown.

const count = v.pipe(v.number(), v.integer(), v.minValue(0))
/** Issues in words: a few short lines, and "и ещё N". */
const issues = v.pipe(v.array(v.pipe(v.string(), v.maxLength(300))), v.maxLength(ISSUES_SHOWN + 1))
const KINDS = Object.keys(REDACTION_LABELS) as RedactionKind[]
const ERRORS: ReadonlySet<string> = new Set([...Object.values(HAR_ERRORS), BROKEN_RULES])
// The one message with a part of the file in it: the unknown rule kind, cut short where it is read.
const [UNKNOWN_BEFORE = '', UNKNOWN_AFTER = ''] = unknownKindMessage('\u0000', 'файле').split('\u0000')
const isUnknownKindMessage = (error: string) =>
  error.startsWith(UNKNOWN_BEFORE) &&
  error.endsWith(UNKNOWN_AFTER) &&
  error.length - UNKNOWN_BEFORE.length - UNKNOWN_AFTER.length <= 40

const GatedPageSchema = v.pipe(
  v.object({ path: v.string(), note: v.optional(v.string()) }),
  v.check(({ path }) => gatePage(path).path === path),
)

const time = v.number() // a call without a usable time in the file sorts first, at -Infinity
const RowSchema = v.variant('type', [
  v.object({ type: v.literal('call'), time, method: v.string(), url: v.string(), status: v.number() }),
  v.object({ type: v.literal('route'), time, path: v.string() }),
  v.object({ type: v.literal('toast'), time, kind: v.string(), text: v.string() }),
  v.object({ type: v.literal('error'), time, message: v.string(), stack: v.optional(v.string()) }),
  v.object({ type: v.literal('network'), time, online: v.boolean() }),
])

const ReportSchema = v.object({
  description: v.string(),
  device: v.array(v.tuple([v.string(), v.string()])),
  timeZone: v.undefinedable(v.string()),
  rows: v.pipe(v.array(RowSchema), v.maxLength(REPORT_ROWS_LIMIT)),
  total: count,
  skipped: count,
})

const PlanSchema = v.object({
  data: v.object({
    user: v.optional(UserSchema),
    services: v.optional(v.array(ServiceSchema)),
    devices: v.optional(v.array(DeviceSchema)),
    payments: v.optional(v.array(PaymentSchema)),
    telegramLinked: v.optional(v.boolean()),
  }),
  rules: v.array(RuleSpecSchema),
  apiCalls: count,
  ignored: count,
  replaced: v.array(v.string()),
})

export const ImportAnswerSchema = v.variant('ok', [
  v.object({
    ok: v.literal(true),
    read: v.object({
      reading: v.object({
        counts: v.record(v.picklist(KINDS), count),
        skipped: count,
        skippedIssues: issues,
        extras: v.object({
          description: v.pipe(v.string(), v.maxLength(DESCRIPTION_LIMIT)),
          skipped: count,
          lastRoute: v.undefinedable(GatedPageSchema),
          rules: v.undefinedable(v.object({ ok: v.literal(true), rules: v.array(RuleSpecSchema) })),
        }),
      }),
      plan: PlanSchema,
      report: v.undefinedable(ReportSchema),
      moments: v.undefinedable(MomentPlanSchema),
    }),
  }),
  v.object({
    ok: v.literal(false),
    error: v.pipe(
      v.string(),
      v.check((error) => ERRORS.has(error) || isUnknownKindMessage(error) || isStudioFailure(error)),
    ),
    issues: v.optional(issues),
  }),
])

/**
 * Both ways, every field made required: a field added to what the worker answers, optional or not,
 * fails the typecheck here until it is checked (the schema would drop it silently).
 */
type AllRequired<T> = T extends object ? { [K in keyof T]-?: AllRequired<T[K]> } : T
type Same<A, B> = [AllRequired<A>] extends [AllRequired<B>]
  ? [AllRequired<B>] extends [AllRequired<A>]
    ? true
    : false
  : false
export const answerMatchesResult: Same<v.InferOutput<typeof ImportAnswerSchema>, ImportResult> = true
