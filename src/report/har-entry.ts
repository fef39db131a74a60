import type { HarEntry, HarHeader } from './har-types'

// One call as a HAR 1.2 entry: the portal's report and the studio's journal export both write it.

export type RecordedCall = {
  /** Epoch milliseconds when the request started. */
  startedAt: number
  method: string
  url: string
  requestHeaders: [string, string][]
  requestBody?: string
  /** 0 for a network failure or a timeout (then `error` says which); undefined while still waiting. */
  status?: number
  statusText?: string
  responseHeaders: [string, string][]
  responseBody?: string
  /** A large answer's body, not yet decoded: the journal decodes it where it redacts it (its worker). */
  responseBytes?: ArrayBuffer
  durationMs?: number
  error?: string
}

const headers = (pairs: [string, string][]): HarHeader[] => pairs.map(([name, value]) => ({ name, value }))
const header = (pairs: [string, string][], name: string) => pairs.find(([key]) => key.toLowerCase() === name)?.[1] ?? ''

function query(url: string): HarHeader[] {
  try {
    return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }))
  } catch {
    return []
  }
}

export function toHarEntry(call: RecordedCall): HarEntry {
  const time = Math.max(0, Math.round(call.durationMs ?? 0))
  const mimeType = header(call.responseHeaders, 'content-type') || 'application/octet-stream'
  const body = call.responseBody ?? ''
  return {
    startedDateTime: new Date(call.startedAt).toISOString(),
    time,
    request: {
      method: call.method,
      url: call.url,
      httpVersion: 'HTTP/1.1',
      headers: headers(call.requestHeaders),
      queryString: query(call.url),
      cookies: [],
      headersSize: -1,
      bodySize: call.requestBody?.length ?? 0,
      ...(call.requestBody !== undefined && {
        postData: {
          mimeType: header(call.requestHeaders, 'content-type') || 'application/json',
          text: call.requestBody,
        },
      }),
    },
    response: {
      status: call.status ?? 0,
      statusText: call.statusText ?? '',
      httpVersion: 'HTTP/1.1',
      headers: headers(call.responseHeaders),
      cookies: [],
      content: { size: body.length, mimeType, text: body },
      redirectURL: '',
      headersSize: -1,
      bodySize: body.length,
      ...(call.status === 0 && { _error: call.error ?? 'net::ERR_FAILED' }),
    },
    cache: {},
    timings: { send: 0, wait: time, receive: 0 },
  }
}
