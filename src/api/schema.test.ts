import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { AmountSchema, MAX_AMOUNT } from './schema'

const HUGE_DIGITS = '9'.repeat(400)
const MEGABYTE = 'x'.repeat(1_000_000)

describe('money and points (AmountSchema)', () => {
  it.each([
    [0, 0],
    [1250.5, 1250.5],
    ['87.25', 87.25],
    [-500, -500],
    [-0, 0],
    [null, 0],
    [undefined, 0],
    [MAX_AMOUNT, MAX_AMOUNT],
    [-MAX_AMOUNT, -MAX_AMOUNT],
    [999_999_999_999.99, 999_999_999_999.99],
    ['0.07', 0.07],
  ])('reads %j as %j', (input, expected) => {
    const result = v.safeParse(AmountSchema, input)
    expect(result.success && Object.is(result.output, expected)).toBe(true)
  })

  it.each([
    ['1e308', 1e308],
    ['past the bound', MAX_AMOUNT + 1],
    ['below the negative bound', -MAX_AMOUNT - 1],
    ['Infinity', Number.POSITIVE_INFINITY],
    ['NaN', Number.NaN],
    ['"NaN" as a string', 'NaN'],
    ['"Infinity" as a string', 'Infinity'],
    ['an exponent string', '1e5'],
    ['a 400-digit number string', HUGE_DIGITS],
    ['a 400-digit number', Number(HUGE_DIGITS)],
    ['a fraction of a kopeck', 10.001],
    ['a fraction of a kopeck as a string', '0.005'],
    ['a 1 MB string', MEGABYTE],
    ['a boolean', true],
    ['an object', { value: 1 }],
    ['a list', [1]],
    ['an empty string', ''],
  ])('refuses %s', (_case, input) => {
    expect(v.safeParse(AmountSchema, input).success).toBe(false)
  })
})
