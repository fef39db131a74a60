import { HttpResponse } from 'msw'
import type { MockCall } from '../core/calls'
import { outcomeResponse } from './outcome-response'
import { pauseCall } from './paused'

// A "Спросить меня" rule: the call waits in the panel until support answers it. "Как обычно" lets it
// go on to the mock's own handler; a call nobody answers has been given up by the app's timeout.

const BODY_SHOWN_MAX = 64_000

async function bodyText(request: Request): Promise<string> {
  if (request.method === 'GET') return ''
  const text = await request
    .clone()
    .text()
    .catch(() => '')
  return text.length > BODY_SHOWN_MAX ? `${text.slice(0, BODY_SHOWN_MAX)}…` : text
}

export async function askSupport(request: Request, call: MockCall): Promise<Response | undefined> {
  const url = new URL(request.url)
  const answer = await pauseCall({
    id: crypto.randomUUID(),
    call: call.id,
    name: call.name,
    method: request.method,
    path: url.pathname + url.search,
    body: await bodyText(request),
  })
  if (!answer) return HttpResponse.error()
  return answer.kind === 'usual' ? undefined : outcomeResponse(answer.outcome)
}
