import { http, HttpResponse } from 'msw'
import { MOCK_GATEWAY_PATH, MOCK_GENERAL_PATH } from '@/api/config'
import { connectionLostWithin } from '../connection-lost'
import { getScenario } from '../scenarios'
import { findCall } from '../studio/core/calls'
import { isAnswer, outcomeResponse } from '../studio/rules/outcome-response'
import { askSupport } from '../studio/rules/ask-support'
import { scenarioRules } from '../studio/rules/presets'
import { requestFacts } from '../studio/rules/request-facts'
import { createMatcher } from '../studio/rules/rule-matcher'
import { rulesWithMoment } from '../studio/rules/moment-rules'
import { getRules } from '../studio/rules/rules'
import { recordVerdict } from '../studio/rules/verdicts'
import { markRule } from '../studio/journal/timeline'

const match = createMatcher()

// The rule engine runs before every other handler: the scenario's preset rules, then support's own
// (with the failures of the moment of a customer's report support is looking at, moment-rules.ts).
// Returning nothing lets the request go on to the area's own handler.
const engine = async ({ request, requestId }: { request: Request; requestId: string }) => {
  const call = findCall(request.method, request.url)
  if (!call) return undefined
  const rules = [...scenarioRules(getScenario()), ...rulesWithMoment(getRules())]
  const needsFacts = rules.some((rule) => rule.when?.length || rule.outcome.kind === 'pause')
  const facts = needsFacts ? await requestFacts(request, call) : undefined
  const verdict = match(rules, call.id, facts)
  const { delayMs, answer, rule } = verdict
  recordVerdict(requestId, verdict)
  if (rule) markRule(requestId, rule.id)
  if (delayMs && (await connectionLostWithin(delayMs))) return HttpResponse.error()
  if (answer?.outcome.kind === 'pause') return askSupport(request, call)
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
