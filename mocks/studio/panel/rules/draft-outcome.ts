import * as v from 'valibot'
import {
  BODY_TOO_BIG,
  CONTENT_TYPE_MAX,
  ErrorsSchema,
  LATENCY_MAX_MS,
  OWN_BODY_MAX,
  RETRY_AFTER_MAX_S,
  type FaultOutcome,
} from '../../rules/rule-schema'
import type { Draft } from './rule-draft'

// The outcome part of the rule form: what the call answers, checked field by field.

export const whole = (text: string, min: number, max: number) => {
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

function ownOf(draft: Draft): FaultOutcome | string {
  const status = whole(draft.ownStatus, 100, 599)
  if (status === undefined) return 'Статус — целое число от 100 до 599'
  if (draft.contentType.length > CONTENT_TYPE_MAX) return `Тип содержимого — не длиннее ${CONTENT_TYPE_MAX} символов`
  if (draft.body.length > OWN_BODY_MAX) return BODY_TOO_BIG
  return { kind: 'own', status, contentType: draft.contentType.trim(), body: draft.body }
}

function statusOf(draft: Draft): FaultOutcome | string {
  const message = draft.message.trim()
  if (!message) return 'Введите текст message'
  const outcome: FaultOutcome = { kind: 'status', status: draft.status, message }
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

export function outcomeOf(draft: Draft): FaultOutcome | string {
  if (draft.kind === 'network' || draft.kind === 'hang' || draft.kind === 'pause') return { kind: draft.kind }
  if (draft.kind === 'malformed') return { kind: 'malformed', variant: draft.variant }
  if (draft.kind === 'own') return ownOf(draft)
  if (draft.kind === 'latency') {
    const ms = whole(draft.ms, 0, LATENCY_MAX_MS)
    return ms === undefined ? 'Задержка — целое число миллисекунд от 0 до 600 000' : { kind: 'latency', ms }
  }
  return statusOf(draft)
}
