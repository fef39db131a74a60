import { describe, expect, it } from 'vitest'
import { EVERY_CALL } from './presets'
import { createMatcher, scopeApplies } from './rule-matcher'
import type { FaultRule, FaultScope } from './rule-schema'

describe('which request of a call a scope takes', () => {
  it.each<[string, FaultScope, boolean[]]>([
    ['every call', { kind: 'every' }, [true, true, true, true]],
    ['only the 2nd', { kind: 'nth', n: 2 }, [false, true, false, false]],
    ['only the 1st', { kind: 'nth', n: 1 }, [true, false, false, false]],
    ['the first 3', { kind: 'first', n: 3 }, [true, true, true, false]],
  ])('%s', (_name, scope, expected) => {
    expect([1, 2, 3, 4].map((count) => scopeApplies(scope, count))).toEqual(expected)
  })
})

const rule = (id: string, call: string, outcome: FaultRule['outcome'], scope: FaultScope): FaultRule => ({
  id,
  call,
  outcome,
  scope,
  origin: 'manual',
})
const fail = { kind: 'status', status: 500, message: 'Ошибка' } as const

describe('the rule matcher', () => {
  it('answers the 1st top-up with the rule and lets the 2nd through; other calls do not count', () => {
    const match = createMatcher()
    const rules = [rule('a', 'top-up-card', fail, { kind: 'nth', n: 1 })]
    expect(match(rules, 'user').answer).toBeUndefined()
    expect(match(rules, 'top-up-card').answer?.id).toBe('a')
    expect(match(rules, 'top-up-card').answer).toBeUndefined()
  })

  it('counts each rule from when it first sees its call', () => {
    const match = createMatcher()
    const first = [rule('a', 'devices', fail, { kind: 'first', n: 2 })]
    match(first, 'devices')
    const both = [...first, rule('b', 'devices', { kind: 'network' }, { kind: 'nth', n: 1 })]
    expect(match(both, 'devices').answer?.id).toBe('a')
    expect(match(both, 'devices').answer).toBeUndefined()
  })

  it('adds latencies up, credits the answering rule, and applies every-call rules to any call', () => {
    const match = createMatcher()
    const rules = [
      rule('slow', EVERY_CALL, { kind: 'latency', ms: 300 }, { kind: 'every' }),
      rule('slower', 'user', { kind: 'latency', ms: 200 }, { kind: 'every' }),
      rule('down', 'user', { kind: 'hang' }, { kind: 'every' }),
    ]
    expect(match(rules, 'user')).toMatchObject({ delayMs: 500, answer: { id: 'down' }, rule: { id: 'down' } })
    const other = match(rules, 'services')
    expect(other).toMatchObject({ delayMs: 300, rule: { id: 'slow' } })
    expect(other.answer).toBeUndefined()
  })
})
