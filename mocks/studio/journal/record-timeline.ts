import type { SetupWorker } from 'msw/browser'
import { findCall } from '../core/calls'
import { recordEnd, recordStart, takeRuleMark } from './timeline'

// Fills the journal from the worker's events: every call the mock knows, with its bodies for the HAR.

const bodyOf = (message: Request | Response) =>
  message
    .clone()
    .text()
    .catch(() => undefined)

export function recordTimeline(worker: SetupWorker) {
  const started = new Map<string, number>()
  worker.events.on('request:start', ({ request, requestId }) => {
    if (!findCall(request.method, request.url)) return
    started.set(requestId, performance.now())
    recordStart({
      requestId,
      startedAt: Date.now(),
      method: request.method,
      url: request.url,
      requestHeaders: [...request.headers],
    })
    if (request.method !== 'GET') void bodyOf(request).then((requestBody) => recordEnd(requestId, { requestBody }))
  })
  worker.events.on('response:mocked', ({ response, requestId }) => {
    const start = started.get(requestId)
    if (start === undefined) return
    started.delete(requestId)
    const ruleId = takeRuleMark(requestId)
    recordEnd(requestId, {
      status: response.type === 'error' ? 0 : response.status,
      statusText: response.statusText,
      responseHeaders: [...response.headers],
      durationMs: Math.round(performance.now() - start),
      ...(ruleId && { ruleId }),
    })
    if (response.type !== 'error') void bodyOf(response).then((responseBody) => recordEnd(requestId, { responseBody }))
  })
}
