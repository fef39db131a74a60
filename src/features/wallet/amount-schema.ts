import * as v from 'valibot'
import { TOP_UP_MAX, TOP_UP_MIN } from '@/api/payments'
import { formatWholeRubles } from '@/ui/format'

export const AMOUNT_MESSAGES = {
  empty: 'Введите сумму пополнения',
  notNumber: 'Сумма должна быть числом',
  notPositive: 'Сумма должна быть больше нуля',
  fractional: 'Введите целое число рублей, без копеек',
  tooLarge: `Максимальная сумма пополнения — ${formatWholeRubles(TOP_UP_MAX)}`,
} as const

// A number as people type it: optional sign, comma or dot decimals, an exponent ('1e9' is a number,
// just an absurd one, and gets the maximum's message rather than 'not a number').
const NUMBER_PATTERN = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)(?:e[+-]?\d+)?$/i

/**
 * The amount field's text → whole rubles from 1 to 100 000, one clear message per kind of mistake.
 * Works on the raw text so '1e9', '10.5' and 'abc' are judged as typed, not as the browser coerced them.
 */
export const TopUpAmountSchema = v.pipe(
  v.string(),
  v.transform((text) => text.trim().replace(/\s/g, '')),
  v.nonEmpty(AMOUNT_MESSAGES.empty),
  v.regex(NUMBER_PATTERN, AMOUNT_MESSAGES.notNumber),
  v.transform((text) => Number(text.replace(',', '.'))),
  v.minValue(TOP_UP_MIN, AMOUNT_MESSAGES.notPositive),
  v.integer(AMOUNT_MESSAGES.fractional),
  v.maxValue(TOP_UP_MAX, AMOUNT_MESSAGES.tooLarge),
)

/** The first message for the amount text, or undefined when it is valid. */
export function amountError(text: string): string | undefined {
  const result = v.safeParse(TopUpAmountSchema, text)
  return result.success ? undefined : result.issues[0].message
}
