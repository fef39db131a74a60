import { describe, expect, it } from 'vitest'
import { LARGE_BODY, readBody } from './read-body'

describe("the journal's copy of an answer", () => {
  it('reads a large body whole and exact, letters split between slices included', async () => {
    // Two-byte letters after one ASCII byte: slice boundaries fall in the middle of a letter.
    const text = `{"data":"${'Пополнение баланса · '.repeat(40_000)}"}`
    expect(new TextEncoder().encode(text).length).toBeGreaterThan(4 * LARGE_BODY)
    expect(await readBody(new Response(text))).toBe(text)
  })

  it('reads a small body, and bytes that are no UTF-8 as replacement characters, as text() does', async () => {
    expect(await readBody(new Response('{"ok":"да"}'))).toBe('{"ok":"да"}')
    const broken = new Uint8Array([0x7b, 0xd0, 0x7d])
    expect(await readBody(new Response(broken))).toBe(await new Response(broken).text())
  })
})
