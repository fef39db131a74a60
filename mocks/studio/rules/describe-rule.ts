import { plural } from '@/ui/format'
import { replayable } from '../../recorded-answer'
import { callById } from '../core/calls'
import { EVERY_CALL } from './presets'
import { describeConditions, describeFailure } from './conditions'
import type { Miss } from './rule-matcher'
import type { FaultOutcome, FaultRule, FaultScope, MalformedVariant } from './rule-schema'

// How a rule reads in the panel: "Пополнение картой → 500 «…», только 1-й вызов".

export const MALFORMED_NAMES: Record<MalformedVariant, string> = {
  'truncated-json': 'оборванный JSON',
  html: 'HTML-страница со статусом 200',
  'wrong-types': 'поля неверных типов',
}

export function describeOutcome(outcome: FaultOutcome): string {
  switch (outcome.kind) {
    case 'status': {
      const retry = outcome.retryAfter !== undefined ? `, Retry-After ${outcome.retryAfter} с` : ''
      return `${outcome.status} «${outcome.message}»${retry}`
    }
    case 'network':
      return 'сетевая ошибка'
    case 'hang':
      return 'нет ответа (сработает тайм-аут приложения)'
    case 'malformed':
      return MALFORMED_NAMES[outcome.variant]
    case 'latency':
      return `задержка ${outcome.ms} мс`
    case 'recorded':
      return `записанный ответ ${outcome.status}`
    case 'own':
      return `свой ответ ${outcome.status} (${outcome.contentType || 'без типа'})`
    case 'pause':
      return 'спросить меня'
  }
}

/**
 * What the browser cannot replay of a recorded or own answer and replays instead. Worked out from the
 * answer each time, so a rule from a link or an older panel says it too.
 */
export function replayNote(outcome: FaultOutcome): string | undefined {
  return outcome.kind === 'recorded' || outcome.kind === 'own' ? replayable(outcome).note : undefined
}

export function describeScope(scope: FaultScope): string {
  if (scope.kind === 'every') return 'каждый вызов'
  if (scope.kind === 'nth') return `только ${scope.n}-й вызов`
  if (scope.kind === 'chance') return `с вероятностью ${scope.percent} % (зерно ${scope.seed})`
  return `первые ${scope.n} ${plural(scope.n, ['вызов', 'вызова', 'вызовов'])}`
}

export function callName(id: string): string {
  if (id === EVERY_CALL) return 'Все вызовы'
  return callById(id)?.name ?? `Неизвестный вызов ${id}`
}

export function describeRule(rule: Pick<FaultRule, 'call' | 'outcome' | 'scope' | 'when'>): string {
  const conditions = describeConditions(rule.when)
  return `${callName(rule.call)} → ${describeOutcome(rule.outcome)}, ${describeScope(rule.scope)}${conditions && `, ${conditions}`}`
}

/** Why a rule for the call did not answer it, for the journal. */
export function describeMiss(miss: Miss): string {
  const rule = describeRule(miss.rule)
  if (miss.reason === 'off') return `${rule}: правило выключено`
  if (miss.reason === 'condition') return `${rule}: ${describeFailure(miss)}`
  if (miss.reason === 'later') return `${rule}: раньше ответило правило выше`
  if (miss.rule.scope.kind === 'chance') return `${rule}: по вероятности этот вызов пропущен`
  return `${rule}: этот вызов не входит в «${describeScope(miss.rule.scope)}»`
}
