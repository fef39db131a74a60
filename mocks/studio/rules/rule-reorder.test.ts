import { beforeEach, describe, expect, it } from 'vitest'
import { currentRepro } from '../link/repro'
import { createMatcher } from './rule-matcher'
import type { RuleSpec } from './rule-schema'
import { addRules, clearRules, getRules, placeRule } from './rules'

// Support reorders rules by "Выше", "Ниже" or a drop: the order decides which rule answers, and it is
// the array order that links and files carry.

const failWith = (message: string): RuleSpec => ({
  call: 'devices',
  outcome: { kind: 'status', status: 500, message },
  scope: { kind: 'every' },
  origin: 'manual',
})
const messages = () => getRules().map((rule) => (rule.outcome.kind === 'status' ? rule.outcome.message : ''))
const idOf = (message: string) => getRules()[messages().indexOf(message)]?.id ?? ''
/** "Выше" (-1) or "Ниже" (1), as the panel's buttons do. */
const move = (message: string, by: -1 | 1) => placeRule(idOf(message), messages().indexOf(message) + by)
const answering = () => {
  const answer = createMatcher()(getRules(), 'devices').answer?.outcome
  return answer?.kind === 'status' ? answer.message : undefined
}

beforeEach(() => {
  clearRules()
  addRules(['A', 'B', 'C'].map(failWith))
})

describe('reordering rules', () => {
  it('moves a rule one place up or down, and the rule now on top answers the call', () => {
    expect(answering()).toBe('A')
    move('B', -1)
    expect(messages()).toEqual(['B', 'A', 'C'])
    expect(answering()).toBe('B')
    move('B', 1)
    move('B', 1)
    expect(messages()).toEqual(['A', 'C', 'B'])
  })

  it('keeps the list as it is past either end, and for a rule that is gone', () => {
    move('A', -1)
    move('C', 1)
    placeRule('removed-meanwhile', 0)
    expect(messages()).toEqual(['A', 'B', 'C'])
  })

  it('puts a dropped rule where it was dropped, the others keeping their order', () => {
    placeRule(idOf('C'), 0)
    expect(messages()).toEqual(['C', 'A', 'B'])
    placeRule(idOf('C'), 2)
    expect(messages()).toEqual(['A', 'B', 'C'])
    placeRule(idOf('A'), 3)
    placeRule(idOf('A'), -1)
    expect(messages()).toEqual(['A', 'B', 'C'])
  })

  it('hands the new order to the link', () => {
    move('C', -1)
    const carried = currentRepro().rules.map((rule) => (rule.outcome.kind === 'status' ? rule.outcome.message : ''))
    expect(carried).toEqual(['A', 'C', 'B'])
  })
})
