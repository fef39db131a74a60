import type {
  ConditionOp,
  ConditionSource,
  FaultOutcome,
  FaultScope,
  FaultStatus,
  MalformedVariant,
  RuleSpec,
} from '../../rules/rule-schema'
import { newSeed } from '../../rules/chance'

// What the rule form holds: every field of every choice, as text where support types it, so that a
// value typed for one outcome is still there after a look at another. rule-form-schema.ts reads it.

export const DEFAULT_MESSAGES: Record<FaultStatus, string> = {
  400: 'Ошибка валидации',
  401: 'Недействительный токен',
  403: 'Доступ запрещён',
  404: 'Не найдено',
  409: 'Конфликт данных',
  429: 'Слишком много запросов',
  500: 'Внутренняя ошибка сервера',
  502: 'Сервер временно недоступен',
  503: 'Сервис временно недоступен',
}

/** What support can choose; a HAR-recorded answer opens as an own one. */
export type OutcomeKind = Exclude<FaultOutcome['kind'], 'recorded'>
export type OutcomeValues = {
  kind: OutcomeKind
  status: FaultStatus
  message: string
  errors: string
  retryAfter: string
  variant: MalformedVariant
  ms: string
  /** An own answer: any status, its content type and body. */
  ownStatus: string
  contentType: string
  body: string
}
export type ScopeValues = { kind: FaultScope['kind']; n: string; percent: string; seed: string }
export type ConditionValues = { source: ConditionSource; field: string; op: ConditionOp; value: string }
export type RuleFormValues = {
  call: string
  outcome: OutcomeValues
  scope: ScopeValues
  conditions: ConditionValues[]
  off: boolean
}

export const outcomeValues = (): OutcomeValues => ({
  kind: 'status',
  status: 500,
  message: DEFAULT_MESSAGES[500],
  errors: '{\n  "amount": ["Сумма должна быть больше нуля"]\n}',
  retryAfter: '30',
  variant: 'truncated-json',
  ms: '3000',
  ownStatus: '200',
  contentType: 'application/json',
  body: '{\n  "message": "ok"\n}',
})

export const emptyCondition = (): ConditionValues => ({ source: 'body', field: '', op: 'eq', value: '' })

/** A new rule's form: a 500 on every call of `call`, with a fresh seed for a chance. */
export const ruleFormValues = (call: string): RuleFormValues => ({
  call,
  outcome: outcomeValues(),
  scope: { kind: 'every', n: '1', percent: '50', seed: String(newSeed()) },
  conditions: [],
  off: false,
})

function outcomeOf({ outcome }: RuleSpec): Partial<OutcomeValues> {
  switch (outcome.kind) {
    // A HAR-recorded answer opens as an own answer.
    case 'recorded':
    case 'own':
      return { kind: 'own', ownStatus: String(outcome.status), contentType: outcome.contentType, body: outcome.body }
    case 'status':
      return {
        kind: 'status',
        status: outcome.status,
        message: outcome.message,
        ...(outcome.errors && { errors: JSON.stringify(outcome.errors, null, 2) }),
        ...(outcome.retryAfter !== undefined && { retryAfter: String(outcome.retryAfter) }),
      }
    case 'malformed':
      return { kind: 'malformed', variant: outcome.variant }
    case 'latency':
      return { kind: 'latency', ms: String(outcome.ms) }
    default:
      return { kind: outcome.kind }
  }
}

function scopeOf({ scope }: RuleSpec): Partial<ScopeValues> {
  if (scope.kind === 'chance') return { kind: 'chance', percent: String(scope.percent), seed: String(scope.seed) }
  if (scope.kind === 'every') return { kind: 'every' }
  return { kind: scope.kind, n: String(scope.n) }
}

/** A rule back in the form, to edit it. */
export function valuesFromRule(rule: RuleSpec): RuleFormValues {
  const values = ruleFormValues(rule.call)
  return {
    ...values,
    outcome: { ...values.outcome, ...outcomeOf(rule) },
    scope: { ...values.scope, ...scopeOf(rule) },
    conditions: (rule.when ?? []).map((condition) => ({ ...condition })),
    off: rule.off === true,
  }
}
