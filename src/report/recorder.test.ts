import { describe, expect, it, vi } from 'vitest'
import { clearJournal, readJournal } from './journal'
import { loadJournal, recordCall, recordEvent } from './recorder'

// Issue 18: nothing of a call or an event is read before the journal, which redacts it, is there.

describe('the recorder', () => {
  // Module state: this runs first, while the journal has not been asked for yet.
  it("loads the journal at the first record only once the browser is idle (not during the first screen's render)", async () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    try {
      clearJournal()
      const read = vi.fn(() => ({ type: 'network' as const, online: false }))
      recordEvent(read)
      await loadJournal()
      expect(read).not.toHaveBeenCalled()
      expect(idle).toHaveLength(1)
      idle.forEach((callback) => callback())
      await expect.poll(() => readJournal().events.length).toBe(1)
      expect(read).toHaveBeenCalledOnce()
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('reads an event only once the journal can redact it, and keeps the time it happened', async () => {
    clearJournal()
    const read = vi.fn(() => ({ type: 'toast' as const, kind: 'error', text: 'https://lk.example/auth?token=T0K-42' }))
    const before = Date.now()
    recordEvent(read)
    expect(read).not.toHaveBeenCalled()
    await loadJournal()
    await expect.poll(() => readJournal().events.length).toBe(1)
    expect(read).toHaveBeenCalledOnce()
    const [event] = readJournal().events
    expect(JSON.stringify(event)).not.toContain('T0K-42')
    expect(event?.time).toBeGreaterThanOrEqual(before)
  })

  it('reads a call (headers, bodies) only once the journal can redact it', async () => {
    clearJournal()
    const read = vi.fn(async () => ({
      startedAt: Date.now(),
      method: 'POST',
      url: 'https://gw.example/authms/api/Auth/login',
      requestHeaders: [['Authorization', 'Bearer SECRET-1']] as [string, string][],
      requestBody: '{"usernameOrEmail":"demo","password":"Demo1234"}',
      status: 200,
      responseHeaders: [],
      responseBody: '{"token":"SECRET-2"}',
    }))
    recordCall(read)
    expect(read).not.toHaveBeenCalled()
    await expect.poll(() => readJournal().calls.length).toBe(1)
    const text = JSON.stringify(readJournal().calls)
    for (const secret of ['SECRET-1', 'SECRET-2', 'Demo1234']) expect(text).not.toContain(secret)
  })
})
