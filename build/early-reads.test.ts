import { afterEach, describe, expect, it, vi } from 'vitest'
import { EARLY_READS_GLOBAL } from '../src/lib/early-reads'
import { clearToken, setToken } from '../src/api/token'
import { earlyReadsScript, earlyReadsTable } from './early-reads'

const table = earlyReadsTable({ general: 'https://api.example.test/', gateway: 'https://gw.example.test' })

/** Runs index.html's script at `path` and returns what it asked for. */
function runAt(path: string, { online = true } = {}) {
  window.history.replaceState(null, '', path)
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  const fetch = vi.fn(() => Promise.resolve(new Response('{}')))
  vi.stubGlobal('fetch', fetch)
  new Function(earlyReadsScript(table))()
  return fetch.mock.calls.map(([url, init]: unknown[]) => `${(init as RequestInit).method} ${String(url)}`)
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  clearToken()
  window[EARLY_READS_GLOBAL] = undefined
})

describe('early reads', () => {
  it('builds each read’s URL as the HTTP client does, one slash between the base and the path', () => {
    expect(table['/']).toEqual([
      ['POST', 'https://gw.example.test/authms/api/Auth/user'],
      ['GET', 'https://gw.example.test/serversms/api/Servers/owner/services'],
    ])
    expect(table['/wallet/history']?.[1]).toEqual(['GET', 'https://api.example.test/payments/payments/user'])
  })

  it('starts the screen’s reads with the stored token and leaves them for the client', () => {
    setToken('token-1')
    expect(runAt('/profile/devices/')).toEqual([
      'POST https://gw.example.test/authms/api/Auth/user',
      'POST https://gw.example.test/authms/api/Auth/devices',
    ])
    const left = window[EARLY_READS_GLOBAL] ?? {}
    expect(Object.keys(left)).toEqual([
      'POST https://gw.example.test/authms/api/Auth/user',
      'POST https://gw.example.test/authms/api/Auth/devices',
    ])
    expect(left['POST https://gw.example.test/authms/api/Auth/user']?.token).toBe('token-1')
  })

  it('sends the token and asks for JSON, as the client does', () => {
    setToken('token-1')
    runAt('/')
    const fetch = vi.mocked(globalThis.fetch)
    expect(fetch.mock.calls[0]?.[1]).toEqual({
      method: 'POST',
      headers: { Authorization: 'Bearer token-1', Accept: 'application/json' },
    })
  })

  it('asks for nothing without a token, offline, or on a screen without first reads', () => {
    expect(runAt('/')).toEqual([])
    setToken('token-1')
    expect(runAt('/', { online: false })).toEqual([])
    expect(runAt('/auth')).toEqual([])
    expect(window[EARLY_READS_GLOBAL]).toBeUndefined()
  })
})
