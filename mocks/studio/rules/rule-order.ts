import { EVERY_CALL } from './presets'
import type { FaultRule } from './rule-schema'

// Which rule wins when two match one call: rules are tried top to bottom, the first one that answers
// answers; delays add up and never compete.

const answers = (rule: FaultRule) => !rule.off && rule.outcome.kind !== 'latency'
const overlap = (a: FaultRule, b: FaultRule) => a.call === b.call || a.call === EVERY_CALL || b.call === EVERY_CALL

/** The rule above `rules[index]` that answers first whenever both match a call. */
export function winnerAbove(rules: readonly FaultRule[], index: number): FaultRule | undefined {
  const rule = rules[index]
  if (!rule || !answers(rule)) return undefined
  return rules.slice(0, index).find((above) => answers(above) && overlap(above, rule))
}
