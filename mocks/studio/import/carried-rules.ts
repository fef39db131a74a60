import * as v from 'valibot'
import { describeIssues } from '../core/schema-issues'
import { RuleSpecSchema, type RuleSpec } from '../rules/rule-schema'
import { unknownKindMessage, unknownRuleKind } from '../rules/unknown-kind'

// A HAR the journal exported carries the panel's rules in `_rules` (har-export.ts). They come back
// through the one rule schema, as hostile as the rest of the file: a rule of a kind this panel does not
// know, or one that does not fit the model, refuses the whole import, as it refuses a link.

export type CarriedRules = { ok: true; rules: RuleSpec[] } | { ok: false; message: string; issues?: string[] }

export const BROKEN_RULES =
  'Правила мок-панели в файле повреждены: их не удалось прочитать. Данные и правила не изменены.'

/** Undefined for a HAR without the panel's rules: a customer's, a browser's. */
export function readCarriedRules(value: unknown): CarriedRules | undefined {
  if (value === undefined) return undefined
  const unknown = unknownRuleKind(value)
  if (unknown !== undefined) return { ok: false, message: unknownKindMessage(unknown, 'файле') }
  const result = v.safeParse(v.array(RuleSpecSchema), value)
  if (!result.success) return { ok: false, message: BROKEN_RULES, issues: describeIssues(result.issues) }
  return { ok: true, rules: result.output.map((rule) => ({ ...rule, origin: 'har' })) }
}
