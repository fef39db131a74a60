import { describe, expect, it } from 'vitest'
import { toHarEntry } from './har-entry'
import { LARGE_BODY, readBody } from './read-body'
import { withResponseBody } from './redact-entry'

describe("the journal's copy of an answer", () => {
  it('keeps a large body as its bytes, which read back whole and exact where it is redacted', async () => {
    const text = `{"data":"${'Пополнение баланса · '.repeat(40_000)}"}`
    expect(new TextEncoder().encode(text).length).toBeGreaterThan(4 * LARGE_BODY)
    const body = await readBody(new Response(text))
    expect(typeof body).not.toBe('string')
    const call = { startedAt: 0, method: 'GET', url: 'https://api.example/x', requestHeaders: [], responseHeaders: [] }
    const entry = withResponseBody(toHarEntry(call), body as ArrayBuffer)
    expect(entry.response.content.text).toBe(text)
    expect(entry.response.bodySize).toBe(text.length)
  })

  it('reads a small body as text, and bytes that are no UTF-8 as replacement characters, as text() does', async () => {
    expect(await readBody(new Response('{"ok":"да"}'))).toBe('{"ok":"да"}')
    const broken = new Uint8Array([0x7b, 0xd0, 0x7d])
    expect(await readBody(new Response(broken))).toBe(await new Response(broken).text())
  })
})
