import type { TimelineEntry } from '../journal/timeline'
import type { Har, HarEntry, HarHeader } from './har-types'

// The journal as a HAR 1.2 file: developers open it in the browser's network panel, and the
// studio's HAR import reads it back.

const headers = (pairs: [string, string][]): HarHeader[] => pairs.map(([name, value]) => ({ name, value }))
const header = (pairs: [string, string][], name: string) => pairs.find(([key]) => key.toLowerCase() === name)?.[1] ?? ''

function query(url: string): HarHeader[] {
  try {
    return [...new URL(url).searchParams].map(([name, value]) => ({ name, value }))
  } catch {
    return []
  }
}

function toEntry(entry: TimelineEntry): HarEntry {
  const time = Math.max(0, Math.round(entry.durationMs ?? 0))
  const mimeType = header(entry.responseHeaders, 'content-type') || 'application/octet-stream'
  const body = entry.responseBody ?? ''
  return {
    startedDateTime: new Date(entry.startedAt).toISOString(),
    time,
    request: {
      method: entry.method,
      url: entry.url,
      httpVersion: 'HTTP/1.1',
      headers: headers(entry.requestHeaders),
      queryString: query(entry.url),
      cookies: [],
      headersSize: -1,
      bodySize: entry.requestBody?.length ?? 0,
      ...(entry.requestBody !== undefined && {
        postData: {
          mimeType: header(entry.requestHeaders, 'content-type') || 'application/json',
          text: entry.requestBody,
        },
      }),
    },
    response: {
      status: entry.status ?? 0,
      statusText: entry.statusText ?? '',
      httpVersion: 'HTTP/1.1',
      headers: headers(entry.responseHeaders),
      cookies: [],
      content: { size: body.length, mimeType, text: body },
      redirectURL: '',
      headersSize: -1,
      bodySize: body.length,
      ...(entry.status === 0 && { _error: 'net::ERR_FAILED' }),
    },
    cache: {},
    timings: { send: 0, wait: time, receive: 0 },
    ...(entry.ruleId && { _mockRule: entry.ruleId }),
  }
}

/** Finished calls only: one still waiting (a "no answer" rule) has no answer to record yet. */
export function toHar(entries: readonly TimelineEntry[]): Har {
  return {
    log: {
      version: '1.2',
      creator: { name: 'lk-mock-studio', version: '1' },
      pages: [],
      entries: entries.filter((entry) => entry.status !== undefined).map(toEntry),
    },
  }
}
