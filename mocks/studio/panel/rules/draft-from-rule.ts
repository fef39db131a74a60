import { initialDraft, type Draft } from './rule-draft'
import type { RuleSpec } from '../../rules/rule-schema'

// A rule back in the form, to edit it: a HAR-recorded answer opens as an own answer.

export function draftFromRule(rule: RuleSpec): Draft {
  const draft: Draft = { ...initialDraft(rule.call), off: rule.off }
  const { outcome, scope } = rule
  if (outcome.kind === 'recorded' || outcome.kind === 'own') {
    Object.assign(draft, {
      kind: 'own',
      ownStatus: String(outcome.status),
      contentType: outcome.contentType,
      body: outcome.body,
    })
  } else {
    draft.kind = outcome.kind
    if (outcome.kind === 'status') {
      Object.assign(draft, { status: outcome.status, message: outcome.message })
      if (outcome.errors) draft.errors = JSON.stringify(outcome.errors, null, 2)
      if (outcome.retryAfter !== undefined) draft.retryAfter = String(outcome.retryAfter)
    }
    if (outcome.kind === 'malformed') draft.variant = outcome.variant
    if (outcome.kind === 'latency') draft.ms = String(outcome.ms)
  }
  draft.scope = scope.kind
  if (scope.kind === 'nth' || scope.kind === 'first') draft.n = String(scope.n)
  if (scope.kind === 'chance') Object.assign(draft, { percent: String(scope.percent), seed: String(scope.seed) })
  draft.conditions = (rule.when ?? []).map((condition) => ({ ...condition }))
  return draft
}
