import type { AfterResponseHook, BeforeErrorHook, BeforeRequestHook, BeforeRequestState, KyRequest } from 'ky'
import type { RecordedCall } from './har-entry'
import { readBody } from './read-body'
import { recordCall } from './recorder'

// ky hooks that hand every call of both API clients to the report's journal: the answer (any
// status), or the network failure or timeout that replaced it.

type Started = { at: number; clock: number }
// Keyed by ky's options object: it stays the same through retries, while the Request is cloned.
type Options = BeforeRequestState['options']
const started = new WeakMap<Options, Started>()

const pairs = (headers: Headers): [string, string][] => [...headers]

function requestBody(body: Options['body']): string | undefined {
  if (body === undefined || body === null) return undefined
  if (typeof body === 'string' || body instanceof URLSearchParams) return body.toString()
  // A file upload is the customer's picture, not evidence.
  return '[файл не сохраняется]'
}

function finish(
  request: KyRequest,
  options: Options,
  answer: Pick<RecordedCall, 'status' | 'statusText' | 'error'>,
  response?: Response,
) {
  const start = started.get(options) ?? { at: Date.now(), clock: performance.now() }
  const durationMs = performance.now() - start.clock
  // Cloned now, before the app reads the answer; read only when the journal can redact it at once.
  const answered = response?.clone()
  recordCall(async () => {
    const body = answered && (await readBody(answered).catch(() => undefined))
    return {
      startedAt: start.at,
      durationMs,
      method: request.method,
      url: request.url,
      requestHeaders: pairs(request.headers),
      requestBody: requestBody(options.body),
      responseHeaders: answered ? pairs(answered.headers) : [],
      ...(typeof body === 'string' ? { responseBody: body } : { responseBytes: body }),
      ...answer,
    }
  })
}

const beforeRequest: BeforeRequestHook = ({ options }) => {
  started.set(options, { at: Date.now(), clock: performance.now() })
}

const afterResponse: AfterResponseHook = ({ request, options, response }) => {
  finish(request, options, { status: response.status, statusText: response.statusText }, response)
}

const beforeError: BeforeErrorHook = ({ request, options, error }) => {
  // HTTP errors were recorded with their answer; what is left never got one. A call the app ended
  // itself (its screen was left) failed nothing: kept, it would read, and import, as a lost network.
  if (error.name !== 'HTTPError' && error.name !== 'AbortError')
    finish(request, options, { status: 0, statusText: '', error: `${error.name}: ${error.message}` })
  return error
}

/** Given to the HTTP clients by the app's start (`observeCallsWith`), after the token header is set. */
export const recordingHooks = { beforeRequest, afterResponse, beforeError }
