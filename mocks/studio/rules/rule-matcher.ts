import type { CallId } from '../core/calls'
import { chanceHits } from './chance'
import { failedCondition, type RequestFacts } from './conditions'
import { EVERY_CALL } from './presets'
import type { Condition, FaultRule, FaultScope } from './rule-schema'

// Which rules answer a call. Each rule counts the requests of its call that meet its conditions, from
// the moment it exists in this page (added now, or restored at page load), so "the 1st top-up" means
// the next one support makes. Rules are tried top to bottom: the first one with an answer answers.

/** Whether the `count`-th request (1-based) of a call falls in the scope. */
export function scopeApplies(scope: FaultScope, count: number): boolean {
  if (scope.kind === 'every') return true
  if (scope.kind === 'nth') return count === scope.n
  if (scope.kind === 'chance') return chanceHits(scope.percent, scope.seed, count)
  return count <= scope.n
}

/** A rule for this call that did not act, and why: the journal's near misses. */
export type Miss =
  | { rule: FaultRule; reason: 'off' | 'scope' | 'later' }
  | { rule: FaultRule; reason: 'condition'; condition: Condition; actual: unknown }

export type Match = {
  /** Latency rules add up; the call then goes on to the next rule or the normal answer. */
  delayMs: number
  /** The first applicable rule with an answer of its own. */
  answer?: FaultRule
  /** The rule to credit in the journal: the answering one, else the first delaying one. */
  rule?: FaultRule
  misses: Miss[]
}

const NO_FACTS: RequestFacts = { body: undefined, query: new URLSearchParams(), path: {} }
export const forCall = (rule: FaultRule, call: CallId) => rule.call === call || rule.call === EVERY_CALL

/** A matcher with its own call counts (one per page; tests make their own). */
export function createMatcher() {
  const counts = new Map<string, number>()
  return (rules: readonly FaultRule[], call: CallId, facts: RequestFacts = NO_FACTS): Match => {
    const match: Match = { delayMs: 0, misses: [] }
    for (const rule of rules) {
      if (!forCall(rule, call)) continue
      if (rule.off) {
        match.misses.push({ rule, reason: 'off' })
        continue
      }
      const failed = failedCondition(rule.when, facts)
      if (failed) {
        match.misses.push({ rule, reason: 'condition', ...failed })
        continue
      }
      const count = (counts.get(rule.id) ?? 0) + 1
      counts.set(rule.id, count)
      if (!scopeApplies(rule.scope, count)) match.misses.push({ rule, reason: 'scope' })
      else if (match.answer) match.misses.push({ rule, reason: 'later' })
      else {
        if (rule.outcome.kind === 'latency') match.delayMs += Math.max(0, rule.outcome.ms)
        else match.answer = rule
        match.rule = match.answer ?? match.rule ?? rule
      }
    }
    return match
  }
}
