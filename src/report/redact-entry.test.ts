import { describe, expect, it } from 'vitest'
import type { HarEntry } from './har-types'
import { BODY_LIMIT, capBody, isCutBody, redactEntry, withResponseBody } from './redact-entry'

// One recorded call made safe to keep: redacted whole first, then each body cut to BODY_LIMIT with a
// line that says how much was cut, which the studio recognises so it never replays a cut body.

function entry(requestBody?: string, responseBody?: string): HarEntry {
  return {
    startedDateTime: '2026-11-29T06:00:00.000Z',
    time: 12,
    request: {
      method: 'POST',
      url: 'https://gw.example/authms/api/Auth/login',
      httpVersion: 'HTTP/1.1',
      headers: [],
      queryString: [],
      cookies: [],
      headersSize: -1,
      bodySize: requestBody?.length ?? 0,
      ...(requestBody !== undefined && { postData: { mimeType: 'application/json', text: requestBody } }),
    },
    response: {
      status: 200,
      statusText: 'OK',
      httpVersion: 'HTTP/1.1',
      headers: [],
      cookies: [],
      content: {
        size: responseBody?.length ?? 0,
        mimeType: 'application/json',
        ...(responseBody !== undefined && { text: responseBody }),
      },
      redirectURL: '',
      headersSize: -1,
      bodySize: responseBody?.length ?? 0,
    },
    cache: {},
    timings: { send: 0, wait: 12, receive: 0 },
  }
}

describe('a recorded body', () => {
  it('is kept whole up to the limit, and cut past it with a line that says by how much', () => {
    expect(capBody(undefined)).toBeUndefined()
    const full = 'x'.repeat(BODY_LIMIT)
    expect(capBody(full)).toBe(full)
    const long = 'x'.repeat(BODY_LIMIT + 1)
    expect(capBody(long)).toBe(`${full}\n…[обрезано: показано 256 КБ из 257 КБ]`)
  })

  it('is known as cut by its closing line alone', () => {
    expect(isCutBody(capBody('x'.repeat(3 * BODY_LIMIT)) ?? '')).toBe(true)
    expect(isCutBody('ok\n…[обрезано: показано 256 КБ из 1024 КБ]')).toBe(true)
    for (const body of [
      'x'.repeat(BODY_LIMIT),
      '…[обрезано: показано 256 КБ из 1024 КБ]',
      'ok\n…[обрезано: показано 256 КБ из 1024 КБ] and more',
      'ok\n…[обрезано: показано КБ из 1024 КБ]',
      'ok\n…[обрезано: показано 256 КБ из много КБ]',
    ]) {
      expect(isCutBody(body), body.slice(-60)).toBe(false)
    }
  })

  it('takes the response bytes read apart from the entry, as text', () => {
    const bytes = new TextEncoder().encode('{"ok":"да"}').buffer
    const recorded = withResponseBody(entry(), bytes)
    expect(recorded.response.content).toMatchObject({ text: '{"ok":"да"}', size: 11 })
    expect(recorded.response.bodySize).toBe(11)
    expect(withResponseBody(entry(), undefined)).toEqual(entry())
  })
})

describe('redactEntry', () => {
  it('hides a secret before it cuts, so a cut body cannot keep one', () => {
    const secret = `{"password":"Secret1","pad":"${'x'.repeat(BODY_LIMIT)}"}`
    const safe = redactEntry(entry(secret, secret), 'salt')
    for (const text of [safe.request.postData?.text, safe.response.content.text]) {
      expect(text).not.toContain('Secret1')
      expect(text).toMatch(/^\{"password":"\[скрыто·[0-9a-f]{4}\]"/)
      expect(isCutBody(text ?? '')).toBe(true)
    }
  })

  it('keeps a request without a body without one, and short bodies whole', () => {
    const safe = redactEntry(entry(undefined, '{"ok":true}'), 'salt')
    expect(safe.request).not.toHaveProperty('postData')
    expect(safe.response.content.text).toBe('{"ok":true}')
    expect(redactEntry(entry('{"a":1}'), 'salt').request.postData?.text).toBe('{"a":1}')
  })
})
