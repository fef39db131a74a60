import { describe, expect, it } from 'vitest'
import { decodeState, encodeState } from './link-codec'
import type { ReproState } from './repro-schema'
import type { RuleSpec } from '../rules/rule-schema'
import { EVERY_KIND_OF_RULE } from '../rules/test-rules'

// What support adds to a rule travels in a reproduction link (and its file) and comes back the same;
// a link made before those fields existed still opens.

const base: Omit<ReproState, 'rules'> = { v: 1, page: '/', scenario: 'default', data: {} }
const rules = EVERY_KIND_OF_RULE

describe('rules in a reproduction link', () => {
  it('carry their answer, conditions, chance and seed, and stay off', async () => {
    expect(await decodeState(await encodeState({ ...base, rules }))).toEqual({ ok: true, state: { ...base, rules } })
  })

  it('opens a link made before conditions, switching off and own answers', async () => {
    const old = { call: 'devices', outcome: { kind: 'network' }, scope: { kind: 'nth', n: 2 }, origin: 'link' } as const
    expect(await decodeState(await encodeState({ ...base, rules: [old] }))).toEqual({
      ok: true,
      state: { ...base, rules: [old] },
    })
  })

  it('opens a recorded answer with a Content-Type cut to 200 characters', async () => {
    const long = `text/plain; x=${'a'.repeat(100_000)}`
    const recorded = { kind: 'recorded', status: 200, contentType: long, body: 'ok' } as const
    const rule = { call: 'devices', outcome: recorded, scope: { kind: 'every' }, origin: 'har' } as const
    expect(await decodeState(await encodeState({ ...base, rules: [rule] }))).toEqual({
      ok: true,
      state: { ...base, rules: [{ ...rule, outcome: { ...recorded, contentType: long.slice(0, 200) } }] },
    })
  })

  it.each([
    ['a body past the limit', { outcome: { kind: 'own', status: 200, contentType: '', body: 'x'.repeat(1_000_001) } }],
    ['a status past 599', { outcome: { kind: 'own', status: 600, contentType: '', body: '' } }],
    ['a chance over 100 %', { scope: { kind: 'chance', percent: 101, seed: 1 } }],
    ['"≥" with no number', { when: [{ source: 'body', field: 'amount', op: 'gte', value: 'много' }] }],
    ['a condition on nothing', { when: [{ source: 'body', field: '', op: 'eq', value: '' }] }],
  ])('refuses %s', async (_name, change) => {
    const state = { ...base, rules: [{ ...rules[1], ...change } as RuleSpec] }
    expect(await decodeState(await encodeState(state))).toMatchObject({ ok: false })
  })
})
