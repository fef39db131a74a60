import * as v from 'valibot'
import {
  CALL_COUNT_MAX,
  LATENCY_MAX_MS,
  ErrorsSchema,
  RETRY_AFTER_MAX_S,
  type FaultOutcome,
  type FaultScope,
  type FaultStatus,
  type MalformedVariant,
  type RuleSpec,
} from './rule-schema'

// The add-rule form's values and how they become a rule; every bad value gets a Russian message.

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

export type OutcomeKind = Exclude<FaultOutcome['kind'], 'recorded'>
export type Draft = {
  call: string
  kind: OutcomeKind
  status: FaultStatus
  message: string
  errors: string
  retryAfter: string
  variant: MalformedVariant
  ms: string
  scope: FaultScope['kind']
  n: string
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
  scope: 'every',
  n: '1',
})

const whole = (text: string, min: number, max: number) => {
  const value = Number(text.trim())
  return text.trim() && Number.isInteger(value) && value >= min && value <= max ? value : undefined
}

function parseErrors(text: string): Record<string, string[]> | string {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return 'Поле errors должно быть JSON-объектом, например {"amount": ["Текст ошибки"]}'
  }
  const result = v.safeParse(ErrorsSchema, value)
  return result.success ? result.output : 'В errors у каждого поля должен быть список строк'
}

function outcomeOf(draft: Draft): FaultOutcome | string {
  if (draft.kind === 'network' || draft.kind === 'hang') return { kind: draft.kind }
  if (draft.kind === 'malformed') return { kind: 'malformed', variant: draft.variant }
  if (draft.kind === 'latency') {
    const ms = whole(draft.ms, 0, LATENCY_MAX_MS)
    return ms === undefined ? 'Задержка — целое число миллисекунд от 0 до 600 000' : { kind: 'latency', ms }
  }
  if (!draft.message.trim()) return 'Введите текст message'
  const outcome: FaultOutcome = { kind: 'status', status: draft.status, message: draft.message.trim() }
  if (draft.status === 400) {
    const errors = parseErrors(draft.errors)
    if (typeof errors === 'string') return errors
    outcome.errors = errors
  }
  if (draft.status === 429) {
    const seconds = whole(draft.retryAfter, 0, RETRY_AFTER_MAX_S)
    if (seconds === undefined) return 'Retry-After — целое число секунд от 0 до 86 400'
    outcome.retryAfter = seconds
  }
  return outcome
}

/** The rule, or the message to show next to the form. */
export function ruleFromDraft(draft: Draft): RuleSpec | string {
  const outcome = outcomeOf(draft)
  if (typeof outcome === 'string') return outcome
  if (draft.scope === 'every') return { call: draft.call, outcome, scope: { kind: 'every' }, origin: 'manual' }
  const n = whole(draft.n, 1, CALL_COUNT_MAX)
  if (n === undefined) return 'Номер вызова — целое число от 1'
  return { call: draft.call, outcome, scope: { kind: draft.scope, n }, origin: 'manual' }
}
