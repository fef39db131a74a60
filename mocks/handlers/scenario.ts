import { http, HttpResponse } from 'msw'
import { MOCK_GATEWAY_PATH, MOCK_GENERAL_PATH } from '@/api/config'
import { connectionLostWithin } from '../connection-lost'
import { getScenario } from '../scenarios'
import { findCall } from '../studio/calls'
import { outcomeResponse } from '../studio/rules/outcome-response'
import { scenarioRules } from '../studio/rules/presets'
import { createMatcher } from '../studio/rules/rule-matcher'
import type { FaultOutcome } from '../studio/rules/rule-schema'
import { getRules } from '../studio/rules/rules'
import { markRule } from '../studio/journal/timeline'

const match = createMatcher()
const isAnswer = (outcome: FaultOutcome): outcome is Exclude<FaultOutcome, { kind: 'latency' }> =>
  outcome.kind !== 'latency'

// The rule engine runs before every other handler: the scenario's preset rules, then support's own.
// Returning nothing lets the request go on to the area's own handler.
const engine = async ({ request, requestId }: { request: Request; requestId: string }) => {
  const call = findCall(request.method, request.url)
  if (!call) return undefined
  const { delayMs, answer, rule } = match([...scenarioRules(getScenario()), ...getRules()], call.id)
  if (rule) markRule(requestId, rule.id)
  if (delayMs && (await connectionLostWithin(delayMs))) return HttpResponse.error()
  return answer && isAnswer(answer.outcome) ? outcomeResponse(answer.outcome) : undefined
}

export const scenarioHandlers = [
  http.all(`*${MOCK_GATEWAY_PATH}/*`, engine),
  http.all(`*${MOCK_GENERAL_PATH}/*`, engine),
]

// Last of all: a call no handler knows gets a clear 501 instead of leaving for a real network.
const unknown = ({ request }: { request: Request }) => {
  const { pathname } = new URL(request.url)
  return HttpResponse.json({ message: `Мок-бэкенд не знает вызова ${request.method} ${pathname}` }, { status: 501 })
}

export const catchAllHandlers = [
  http.all(`*${MOCK_GATEWAY_PATH}/*`, unknown),
  http.all(`*${MOCK_GENERAL_PATH}/*`, unknown),
]
