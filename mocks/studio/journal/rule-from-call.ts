import { findCall } from '../core/calls'
import { BODY_TOO_BIG, cutContentType, OWN_BODY_MAX, type RuleSpec } from '../rules/rule-schema'
import type { TimelineEntry } from './timeline'

// "Сделать правило": a journal row's very answer as an own answer for its call, to replay or edit.

const header = (pairs: readonly [string, string][], name: string) =>
  pairs.find(([key]) => key.toLowerCase() === name)?.[1] ?? ''

/** The rule that answers the call as it was answered, or why there cannot be one. */
export function ruleFromCall(entry: TimelineEntry): RuleSpec | string {
  const call = findCall(entry.method, entry.url)
  if (!call) return 'Этот вызов мок не знает: правило для него не сделать.'
  if (entry.status === undefined) return 'Вызов ещё ждёт ответа: правило можно сделать, когда он ответит.'
  const base = { call: call.id, scope: { kind: 'every' }, origin: 'manual' } as const
  if (entry.status === 0) return { ...base, outcome: { kind: 'network' } }
  const body = entry.responseBody ?? ''
  if (body.length > OWN_BODY_MAX) return BODY_TOO_BIG
  const contentType = cutContentType(header(entry.responseHeaders, 'content-type'))
  return { ...base, outcome: { kind: 'own', status: entry.status, contentType, body } }
}
