import { describeMiss, describeRule } from './describe-rule'
import type { Match } from './rule-matcher'

// What the rules decided for each recent call, in words, for the journal's view of a call: the rule
// that answered, and why each other rule for the call did not. Words, not rules: a rule removed since
// still reads as it was.

export type Verdict = { answered?: string; misses: string[] }

const LIMIT = 200
const verdicts = new Map<string, Verdict>()

export function recordVerdict(requestId: string, match: Match) {
  if (!match.rule && match.misses.length === 0) return
  verdicts.set(requestId, {
    ...(match.rule && { answered: describeRule(match.rule) }),
    misses: match.misses.map(describeMiss),
  })
  if (verdicts.size > LIMIT) {
    const oldest = verdicts.keys().next().value
    if (oldest !== undefined) verdicts.delete(oldest)
  }
}

export function verdictOf(requestId: string): Verdict | undefined {
  return verdicts.get(requestId)
}
