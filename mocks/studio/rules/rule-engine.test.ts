import { describe, expect, it } from 'vitest'
import { draw } from './chance'
import type { RequestFacts } from './conditions'
import { describeMiss, describeRule } from './describe-rule'
import { createMatcher, scopeApplies } from './rule-matcher'
import type { Condition, ConditionOp, ConditionSource, FaultRule, FaultScope } from './rule-schema'

// The rule engine with what support adds to a rule: conditions, switching off, order, seeded chance,
// and the reasons a rule did not answer a call.

const fail = { kind: 'status', status: 500, message: 'Ошибка' } as const
const rule = (id: string, extra: Partial<FaultRule> = {}): FaultRule => ({
  id,
  call: 'top-up-sbp',
  outcome: fail,
  scope: { kind: 'every' },
  origin: 'manual',
  ...extra,
})
const facts = (body: unknown, query = '', path: Record<string, string> = {}): RequestFacts => ({
  body,
  query: new URLSearchParams(query),
  path,
})
function when(source: ConditionSource, field: string, op: ConditionOp, value: string): Condition {
  return { source, field, op, value }
}
const atLeast10000 = when('body', 'amount', 'gte', '10000')

describe('conditions', () => {
  it('fails the 10 000 ₽ top-up and lets 500 ₽ through, and says why in words', () => {
    const match = createMatcher()
    const rules = [rule('big', { when: [atLeast10000] })]
    expect(match(rules, 'top-up-sbp', facts({ amount: 10000 })).answer?.id).toBe('big')
    const small = match(rules, 'top-up-sbp', facts({ amount: 500 }))
    expect(small.answer).toBeUndefined()
    expect(small.misses.map(describeMiss)).toEqual([
      'Пополнение через СБП → 500 «Ошибка», каждый вызов, только если amount ≥ 10000: не выполнено amount ≥ 10000: было 500',
    ])
  })

  const holds = (condition: Condition, request: RequestFacts) =>
    createMatcher()([rule('r', { when: [condition] })], 'top-up-sbp', request).answer !== undefined

  it.each<[string, Condition, RequestFacts]>([
    [
      'a nested field',
      when('body', 'receipt.items.0.price', 'lte', '99.5'),
      facts({ receipt: { items: [{ price: 99 }] } }),
    ],
    ['a number given as text', when('body', 'amount', 'gte', '10'), facts({ amount: '12' })],
    ['a field that contains the text', when('body', 'email', 'contains', '@mail'), facts({ email: 'a@mail.ru' })],
    ['a query parameter that equals the value', when('query', 'page', 'eq', '2'), facts(undefined, 'page=2')],
    ['a path parameter', when('path', 'id', 'eq', '5'), facts(undefined, '', { id: '5' })],
  ])('holds on %s', (_name, condition, request) => {
    expect(holds(condition, request)).toBe(true)
  })

  it.each<[string, Condition, RequestFacts]>([
    ['an empty text, which is no number', when('body', 'amount', 'lte', '10'), facts({ amount: '' })],
    ['a missing query parameter', when('query', 'page', 'eq', '2'), facts(undefined)],
    ['the prototype, which is no field', when('body', '__proto__.x', 'eq', 'undefined'), facts({})],
    ["the prototype's methods either", when('body', 'toString', 'contains', 'function'), facts({})],
  ])('does not hold on %s', (_name, condition, request) => {
    expect(holds(condition, request)).toBe(false)
  })

  it('needs every condition to hold, and names the first that did not', () => {
    const match = createMatcher()
    const onlyCard = when('body', 'method', 'eq', 'card')
    const result = match([rule('r', { when: [atLeast10000, onlyCard] })], 'top-up-sbp', facts({ amount: 20000 }))
    expect(result.answer).toBeUndefined()
    expect(result.misses.map(describeMiss).join()).toMatch(/не выполнено method = «card»: method нет в запросе$/)
  })

  it('reads in the rule list', () => {
    expect(describeRule(rule('r', { when: [atLeast10000] }))).toBe(
      'Пополнение через СБП → 500 «Ошибка», каждый вызов, только если amount ≥ 10000',
    )
  })
})

describe('order and switched-off rules', () => {
  it('answers with the first rule that applies; the one below is a near miss', () => {
    const match = createMatcher()
    const result = match([rule('first'), rule('second', { outcome: { kind: 'network' } })], 'top-up-sbp')
    expect(result.answer?.id).toBe('first')
    expect(result.misses).toMatchObject([{ rule: { id: 'second' }, reason: 'later' }])
  })

  it('skips a switched-off rule, says so, and does not count its calls', () => {
    const match = createMatcher()
    const off = rule('off', { off: true, scope: { kind: 'nth', n: 1 } })
    const result = match([off, rule('on', { outcome: { kind: 'network' } })], 'top-up-sbp')
    expect(result.answer?.id).toBe('on')
    expect(result.misses.map(describeMiss).join()).toMatch(/: правило выключено$/)
    expect(match([{ ...off, off: undefined }], 'top-up-sbp').answer?.id).toBe('off')
  })

  it('says when a scope is used up', () => {
    const match = createMatcher()
    const rules = [rule('once', { scope: { kind: 'first', n: 1 } })]
    match(rules, 'top-up-sbp')
    expect(match(rules, 'top-up-sbp').misses.map(describeMiss)).toEqual([
      'Пополнение через СБП → 500 «Ошибка», первые 1 вызов: этот вызов не входит в «первые 1 вызов»',
    ])
  })
})

describe('seeded chance', () => {
  const chance = (seed: number): FaultScope => ({ kind: 'chance', percent: 30, seed })
  const sequence = (seed: number) => Array.from({ length: 40 }, (_, index) => scopeApplies(chance(seed), index + 1))

  it('gives the same sequence for the same seed, another for another seed', () => {
    expect(sequence(42)).toEqual(sequence(42))
    expect(sequence(42)).not.toEqual(sequence(43))
  })

  it('fails about the share asked for, never at 0 % and always at 100 %', () => {
    const hits = Array.from({ length: 2000 }, (_, index) => draw(7, index + 1) * 100 < 30).filter(Boolean).length
    expect(hits).toBeGreaterThan(500)
    expect(hits).toBeLessThan(700)
    expect(
      sequence(1).map((_, index) => scopeApplies({ kind: 'chance', percent: 0, seed: 1 }, index + 1)),
    ).not.toContain(true)
    expect(
      sequence(1).map((_, index) => scopeApplies({ kind: 'chance', percent: 100, seed: 1 }, index + 1)),
    ).not.toContain(false)
  })

  it('draws the same calls through the matcher, whatever other calls came between', () => {
    const answered = (noise: boolean) => {
      const match = createMatcher()
      const rules = [rule('maybe', { scope: chance(9) })]
      return Array.from({ length: 20 }, () => {
        if (noise) match(rules, 'user')
        return match(rules, 'top-up-sbp').answer !== undefined
      })
    }
    expect(answered(true)).toEqual(answered(false))
    expect(answered(false)).toContain(true)
    expect(answered(false)).toContain(false)
  })
})
