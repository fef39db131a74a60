import { afterEach, describe, expect, it, vi } from 'vitest'
import { scopedKey } from '@/lib/scoped-key'
import { clearToken, getToken, onTokenChangedElsewhere, setToken, TOKEN_KEY } from './token'

const KEY = scopedKey(TOKEN_KEY, import.meta.env.BASE_URL)

afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('the stored token', () => {
  it('is kept under this build’s key and read back', () => {
    setToken('abc.def')
    expect(localStorage.getItem(KEY)).toBe('abc.def')
    expect(getToken()).toBe('abc.def')
  })

  it.each(['', ' ', '\t\n'])('counts a blank value (%j) as no token', (value) => {
    localStorage.setItem(KEY, value)
    expect(getToken()).toBeNull()
  })

  it('keeps spaces around a real token as they were', () => {
    localStorage.setItem(KEY, ' abc ')
    expect(getToken()).toBe(' abc ')
  })

  it('is gone after clearToken', () => {
    setToken('abc')
    clearToken()
    expect(localStorage.getItem(KEY)).toBeNull()
    expect(getToken()).toBeNull()
  })

  it('reads as none, and clears quietly, when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(getToken()).toBeNull()
    expect(() => clearToken()).not.toThrow()
  })
})

describe('another tab signing in or out', () => {
  const storage = (key: string | null) => window.dispatchEvent(new StorageEvent('storage', { key }))

  it('is told with the token now stored, for this key or a cleared storage, and for no other key', () => {
    const seen: (string | null)[] = []
    const stop = onTokenChangedElsewhere((token) => seen.push(token))
    setToken('other-tab')
    storage(KEY)
    // Told about another key, the listener would read this token.
    setToken('not-told')
    storage('theme')
    localStorage.clear()
    storage(null)
    stop()
    storage(KEY)
    expect(seen).toEqual(['other-tab', null])
  })
})
