import type {
  ConditionOp,
  ConditionSource,
  FaultScope,
  FaultStatus,
  MalformedVariant,
  RuleSpec,
} from '../../rules/rule-schema'
import { CALL_COUNT_MAX } from '../../rules/rule-schema'
import { conditionsOf } from './draft-conditions'
import { outcomeOf, whole } from './draft-outcome'
import { newSeed } from '../../rules/chance'

// The rule form's values and how they become a rule; every bad value gets a Russian message.

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

export type OutcomeKind = Exclude<RuleSpec['outcome']['kind'], 'recorded'>
export type DraftCondition = { source: ConditionSource; field: string; op: ConditionOp; value: string }
export type Draft = {
  call: string
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
  scope: FaultScope['kind']
  n: string
  percent: string
  seed: string
  conditions: DraftCondition[]
  off?: true
}

export const initialDraft = (call: string): Draft => ({
  call,
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
  scope: 'every',
  n: '1',
  percent: '50',
  seed: String(newSeed()),
  conditions: [],
})

function scopeOf(draft: Draft): FaultScope | string {
  if (draft.scope === 'every') return { kind: 'every' }
  if (draft.scope === 'chance') {
    const percent = Number(draft.percent.trim().replace(',', '.'))
    if (!draft.percent.trim() || !Number.isFinite(percent) || percent < 0 || percent > 100)
      return 'Вероятность — число процентов от 0 до 100'
    const seed = whole(draft.seed, 0, 2 ** 32 - 1)
    if (seed === undefined) return 'Зерно — целое число от 0 до 4 294 967 295'
    return { kind: 'chance', percent, seed }
  }
  const n = whole(draft.n, 1, CALL_COUNT_MAX)
  if (n === undefined) return 'Номер вызова — целое число от 1'
  return { kind: draft.scope, n }
}

/** The rule, or the message to show next to the form. */
export function ruleFromDraft(draft: Draft): RuleSpec | string {
  const outcome = outcomeOf(draft)
  if (typeof outcome === 'string') return outcome
  const scope = scopeOf(draft)
  if (typeof scope === 'string') return scope
  const when = conditionsOf(draft.conditions)
  if (typeof when === 'string') return when
  return {
    call: draft.call,
    outcome,
    scope,
    origin: 'manual',
    ...(when.length > 0 && { when }),
    ...(draft.off && { off: true }),
  }
}
