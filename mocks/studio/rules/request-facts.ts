import type { MockCall } from '../core/calls'
import type { RequestFacts } from './conditions'

// The request as a rule's conditions read it: its JSON body (none when it is not JSON), its query and
// the values of its path parameters.

const BODY_READ_MAX = 1_000_000

async function jsonBody(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined
  try {
    const text = await request.clone().text()
    return text.length > BODY_READ_MAX ? undefined : (JSON.parse(text) as unknown)
  } catch {
    return undefined
  }
}

function decoded(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Path parameters by the catalogue's names (`:id`), which are ours, never the request's. */
function pathParams(call: MockCall, pathname: string): Record<string, string> {
  const names = call.path.split('/')
  const values = pathname.split('/').slice(-names.length)
  const params: Record<string, string> = {}
  names.forEach((name, index) => {
    const value = values[index]
    if (name.startsWith(':') && value !== undefined) params[name.slice(1)] = decoded(value)
  })
  return params
}

export async function requestFacts(request: Request, call: MockCall): Promise<RequestFacts> {
  const url = new URL(request.url)
  return {
    body: await jsonBody(request),
    query: url.searchParams,
    path: pathParams(call, url.pathname.replace(/\/$/, '')),
  }
}
