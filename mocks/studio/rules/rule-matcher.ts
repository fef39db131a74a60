import type { CallId } from '../calls'
import { EVERY_CALL } from './presets'
import type { FaultRule, FaultScope } from './rule-schema'

// Which rules answer a call. Each rule counts the requests of its call from the moment it exists in
// this page (added now, or restored at page load), so "the 1st top-up" means the next one support makes.

/** Whether the `count`-th request (1-based) of a call falls in the scope. */
export function scopeApplies(scope: FaultScope, count: number): boolean {
  if (scope.kind === 'every') return true
  if (scope.kind === 'nth') return count === scope.n
  return count <= scope.n
}

export type Match = {
  /** Latency rules add up; the call then goes on to the next rule or the normal answer. */
  delayMs: number
  /** The first applicable rule with an answer of its own. */
  answer?: FaultRule
  /** The rule to credit in the journal: the answering one, else the first delaying one. */
  rule?: FaultRule
}

/** A matcher with its own call counts (one per page; tests make their own). */
export function createMatcher() {
  const counts = new Map<string, number>()
  return (rules: readonly FaultRule[], call: CallId): Match => {
    const match: Match = { delayMs: 0 }
    for (const rule of rules) {
      if (rule.call !== call && rule.call !== EVERY_CALL) continue
      const count = (counts.get(rule.id) ?? 0) + 1
      counts.set(rule.id, count)
      if (!scopeApplies(rule.scope, count) || match.answer) continue
      if (rule.outcome.kind === 'latency') match.delayMs += Math.max(0, rule.outcome.ms)
      else match.answer = rule
      match.rule = match.answer ?? match.rule ?? rule
    }
    return match
  }
}
