import { describe, expect, it } from 'vitest'
import { scopedKey } from './scoped-key'

// The one rule every stored value's name follows (localStorage, sessionStorage, IndexedDB).

const BASES = ['/', '/lk/', '/preview/pr-7/', '/preview/pr-8/', '/preview/pr-70/']
const NAMES = ['access_token', 'requiresTwoFactor', 'theme', 'seen_sessions', 'lk-mock', 'lk-mock-scenario']

describe('a stored value’s key', () => {
  it('is the name itself at the root, so the names SPEC fixes stay as they are', () => {
    for (const name of ['access_token', 'requiresTwoFactor', 'theme']) expect(scopedKey(name, '/')).toBe(name)
  })

  it('carries the base under one: no two builds on one origin share a key', () => {
    expect(scopedKey('seen_sessions', '/preview/pr-7/')).toBe('seen_sessions@/preview/pr-7/')
    const keys = BASES.flatMap((base) => NAMES.map((name) => scopedKey(name, base)))
    expect(new Set(keys).size).toBe(BASES.length * NAMES.length)
  })
})
