import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DEFAULT_SERVICE_PRICE, MAX_SERVER_COUNT, ServiceSchema, ServicesAnswerSchema } from './services'

const GOOD = { amount: 199.5, message: 'Rust', serverCount: 2 }

describe('a service entry', () => {
  it.each([
    [{}, { amount: DEFAULT_SERVICE_PRICE, message: '', serverCount: 0 }],
    [
      { amount: null, message: null, serverCount: null },
      { amount: DEFAULT_SERVICE_PRICE, message: '', serverCount: 0 },
    ],
    [
      { amount: '0', serverCount: '3' },
      { amount: 0, message: '', serverCount: 3 },
    ],
    [
      { amount: -0, serverCount: -0 },
      { amount: 0, message: '', serverCount: 0 },
    ],
    [
      { amount: 1e12, serverCount: MAX_SERVER_COUNT },
      { amount: 1e12, message: '', serverCount: MAX_SERVER_COUNT },
    ],
  ])('reads %j', (input, expected) => {
    expect(v.parse(ServiceSchema, input)).toEqual(expected)
  })

  it.each([
    ['a price of 1e308', { amount: 1e308 }],
    ['a negative price', { amount: -1 }],
    ['a price with 3 decimals', { amount: 1.001 }],
    ['"NaN" as a price', { amount: 'NaN' }],
    ['a 400-digit price', { amount: '9'.repeat(400) }],
    ['a price as a boolean', { amount: true }],
    ['a fractional count', { serverCount: 1.5 }],
    ['a negative count', { serverCount: -1 }],
    ['a count past the bound', { serverCount: MAX_SERVER_COUNT + 1 }],
    ['a 400-digit count', { serverCount: '9'.repeat(400) }],
    ['"NaN" as a count', { serverCount: 'NaN' }],
    ['a name as a number', { message: 5 }],
    ['a name as a list', { message: ['a'] }],
  ])('refuses %s', (_case, input) => {
    expect(v.safeParse(ServiceSchema, { ...GOOD, ...input }).success).toBe(false)
  })

  it('keeps a 1 MB name whole (it is clipped for display only)', () => {
    const message = 'я'.repeat(1_000_000)
    expect(v.parse(ServiceSchema, { ...GOOD, message }).message).toHaveLength(1_000_000)
  })
})

describe('the services answer', () => {
  it.each([
    ['a list', [GOOD, GOOD], 2, 0],
    ['a single object', GOOD, 1, 0],
    ['null', null, 0, 0],
    ['an empty list', [], 0, 0],
    ['nulls inside the list', [GOOD, null, null], 1, 2],
    ['wrong types per field', [GOOD, { amount: 'много' }, { serverCount: {} }, 'text', 7], 1, 4],
    ['a single broken object', { amount: 1e308 }, 0, 1],
  ])('reads %s entry by entry', (_case, answer, shown, skipped) => {
    const { items, skipped: left } = v.parse(ServicesAnswerSchema, answer)
    expect([items.length, left]).toEqual([shown, skipped])
  })

  it.each([
    ['a string', 'много'],
    ['a number', 42],
    ['a boolean', true],
  ])('refuses %s as a whole', (_case, answer) => {
    expect(v.safeParse(ServicesAnswerSchema, answer).success).toBe(false)
  })
})
