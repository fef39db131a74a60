import { CALLS, type CallId } from '../core/calls'
import { forCall } from './rule-matcher'
import type { FaultRule } from './rule-schema'

/**
 * The calls whose answers a change of the rules can alter: each call whose rules in force (switched
 * on, in the order they are tried, with their ids, which carry their counts) differ. A copy switched
 * off alters nothing; a rule for every call, moved or changed, alters every call.
 */
export function changedCalls(before: readonly FaultRule[], after: readonly FaultRule[]): Set<CallId> {
  const inForce = (rules: readonly FaultRule[], call: CallId) =>
    JSON.stringify(rules.filter((rule) => !rule.off && forCall(rule, call)))
  return new Set(CALLS.map((call) => call.id).filter((call) => inForce(before, call) !== inForce(after, call)))
}
