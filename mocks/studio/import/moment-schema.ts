import * as v from 'valibot'
import type { CallId } from '@/api/catalogue'
import { gatePage } from '../privacy/page-gate'
import { OutcomeSchema } from '../rules/rule-schema'
import { isTimeZone, REPORT_ROWS_LIMIT } from './customer-report'
import { REPORT_EVENT_TYPES } from './har-import-extras'

// The moments of a customer's report as they reach the page (the import's worker), its storage and
// a reproduction link or file: checked whole before any is shown or opened. Only schemas and the
// checks they need, so the e2e suite's link helpers load it in Node.

/** A moment's title and detail as the bar shows them: a crafted route or message can be any length. */
export const MOMENT_DETAIL_SHOWN = 200
/** A moment's notes: a few lines, each short (a crafted report can make many). */
export const MOMENT_NOTES = { count: 20, length: 300 }

const index = v.pipe(v.number(), v.integer(), v.minValue(0))
/** A catalogue id's shape; one the catalogue lacks matches no call, as a rule's does. */
const CallIdSchema = v.custom<CallId>((value) => typeof value === 'string' && /^[a-z0-9-]{1,64}$/.test(value))
const text = (max: number) => v.pipe(v.string(), v.maxLength(max))

const MomentSchema = v.object({
  kind: v.picklist(['call', ...REPORT_EVENT_TYPES]),
  time: v.number(),
  title: text(MOMENT_DETAIL_SHOWN),
  detail: text(MOMENT_DETAIL_SHOWN),
  /** The latest readable answer of each call that seeds the data, by its index in `answers`. */
  data: v.object({
    user: v.optional(index),
    services: v.optional(index),
    devices: v.optional(index),
    payments: v.optional(index),
    telegramLinked: v.optional(index),
  }),
  /** Calls whose latest answer failed, each with its failure's index in `failures`. */
  failing: v.array(v.tuple([CallIdSchema, index])),
  /** The page the customer was on, as the page gate lets it open. */
  page: v.pipe(
    v.string(),
    v.check((page) => gatePage(page).path === page),
  ),
  /** What this moment cannot show as it was, in words. */
  notes: v.pipe(v.array(text(MOMENT_NOTES.length)), v.maxLength(MOMENT_NOTES.count)),
})

/** Every index a moment holds names an answer or a failure the plan has. */
export const MomentPlanSchema = v.pipe(
  v.object({
    /** One per row the report shows (its newest rows), in the same order. */
    moments: v.pipe(v.array(MomentSchema), v.maxLength(REPORT_ROWS_LIMIT)),
    answers: v.array(v.object({ call: CallIdSchema, body: v.string() })),
    failures: v.array(OutcomeSchema),
  }),
  v.check(({ moments, answers, failures }) =>
    moments.every(
      ({ data, failing }) =>
        Object.values(data).every((answer) => answer < answers.length) &&
        failing.every(([, failure]) => failure < failures.length),
    ),
  ),
)

export type MomentState = v.InferOutput<typeof MomentSchema>
export type MomentPlan = v.InferOutput<typeof MomentPlanSchema>

/** "Назад" / "Дальше" go from page to page (the last moment before the next page opens), or row by row. */
const STEP_BY = ['page', 'row'] as const
export type StepBy = (typeof STEP_BY)[number]

/** Stepping through the moments: stored, and carried by a reproduction link or file. */
export const SteppingSchema = v.pipe(
  v.object({
    plan: MomentPlanSchema,
    /** The moment open now; none before the first is opened (optional: a link's JSON leaves it out). */
    at: v.optional(index),
    by: v.picklist(STEP_BY),
    /** The customer's time zone, as their report's rows read (customer-report.ts). */
    timeZone: v.optional(v.pipe(v.string(), v.check(isTimeZone))),
  }),
  v.check(({ plan, at }) => at === undefined || at < plan.moments.length),
)

export type Stepping = v.InferOutput<typeof SteppingSchema>
