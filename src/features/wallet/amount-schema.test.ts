import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { AMOUNT_MESSAGES, amountError, TopUpAmountSchema } from './amount-schema'

describe('the top-up amount', () => {
  it.each([
    ['', AMOUNT_MESSAGES.empty],
    ['   ', AMOUNT_MESSAGES.empty],
    ['0', AMOUNT_MESSAGES.notPositive],
    ['-5', AMOUNT_MESSAGES.notPositive],
    ['-0.5', AMOUNT_MESSAGES.notPositive],
    ['10.5', AMOUNT_MESSAGES.fractional],
    ['10,5', AMOUNT_MESSAGES.fractional],
    ['1e9', AMOUNT_MESSAGES.tooLarge],
    ['100001', AMOUNT_MESSAGES.tooLarge],
    ['999999999999999999999', AMOUNT_MESSAGES.tooLarge],
    ['abc', AMOUNT_MESSAGES.notNumber],
    ['12abc', AMOUNT_MESSAGES.notNumber],
    ['0x10', AMOUNT_MESSAGES.notNumber],
    ['Infinity', AMOUNT_MESSAGES.notNumber],
    ['NaN', AMOUNT_MESSAGES.notNumber],
    ['1.2.3', AMOUNT_MESSAGES.notNumber],
  ])('%j → %s', (text, message) => {
    expect(amountError(text)).toBe(message)
  })

  it.each([
    ['500', 500],
    [' 1 000 ', 1000],
    ['1e3', 1000],
    ['+25', 25],
    ['1', 1],
    ['100000', 100_000],
    ['2500.00', 2500],
  ])('%j is %d rubles', (text, rubles) => {
    expect(amountError(text)).toBeUndefined()
    expect(v.parse(TopUpAmountSchema, text)).toBe(rubles)
  })

  it('names the maximum in Russian formatting', () => {
    expect(AMOUNT_MESSAGES.tooLarge).toBe('Максимальная сумма пополнения — 100\u00a0000\u00a0₽')
  })
})
