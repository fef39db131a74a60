import * as v from 'valibot'
import { SCENARIOS } from '../../scenarios'
import { LinkDataSchema, type DataDiff } from '../data/link-data'
import { SteppingSchema } from '../import/moment-schema'
import { RuleSpecSchema } from '../rules/rule-schema'

// What a reproduction link or file may carry. Everything in it is checked before anything is
// applied: a link is pasted text from anywhere. The rules and the data are checked by their own
// models, so what they can hold travels without this file changing; the data's records are read one
// by one afterwards (data/link-records.ts), so one the portal would refuse leaves out only itself.

export const LINK_VERSION = 1

export const ReproSchema = v.object({
  v: v.literal(LINK_VERSION),
  /** Path and query of the page to open. */
  page: v.pipe(v.string(), v.startsWith('/')),
  scenario: v.picklist(SCENARIOS),
  /** The id of the sender's session: the receiver lands signed in as that customer. */
  session: v.optional(v.string()),
  rules: v.array(RuleSpecSchema),
  /** Collections of records, each read once the shape holds. */
  data: LinkDataSchema,
  /** Set when the sender turned "Скрыть личные данные" off: the link carries the customer's real data. */
  personal: v.optional(v.literal(true)),
  /** The moment of a customer's report the sender had open, with the report's moments to step on. */
  moment: v.optional(SteppingSchema),
})

export type ReproState = Omit<v.InferOutput<typeof ReproSchema>, 'data'> & { data: DataDiff }
