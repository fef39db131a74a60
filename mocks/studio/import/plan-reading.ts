import type { HarReading, ImportRefusal } from './har-import-read'
import { planCalls, type CallReading, type ImportPlan } from './har-import-plan'

export type Planned = { ok: true; plan: ImportPlan } | ImportRefusal

/**
 * What a read HAR will do. A file the journal exported brings the panel's rules back first; a call
 * one of them answered is theirs, and only the failures no rule answered become rules of their own.
 */
export function planReading(
  { entries, extras }: Extract<HarReading, { ok: true }>,
  readings: readonly (CallReading | undefined)[],
): Planned {
  const carried = extras.rules
  if (carried && !carried.ok)
    return { ok: false, error: carried.message, ...(carried.issues && { issues: carried.issues }) }
  const plan = planCalls(entries, readings, { skipRuleAnswered: carried !== undefined })
  return { ok: true, plan: carried ? { ...plan, rules: [...carried.rules, ...plan.rules] } : plan }
}
