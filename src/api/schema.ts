import * as v from 'valibot'

// Small building blocks shared by the response schemas of every resource.

/** Ids arrive as numbers or strings depending on the service; the app treats them as strings. */
export const IdSchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String))

/** Optional text that may come as null; normalised to an empty string. */
export const OptionalTextSchema = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((value) => value ?? ''),
  ),
  '',
)

/**
 * The largest money or points value the app accepts: 10¹² (a trillion rubles). No account of a hosting
 * customer comes near it, it keeps 2 decimals exact in a double (2⁵³ ≈ 9·10¹⁵), and it still fits the
 * cards at 375 px. A value past it (1e308, a 400-digit string) is a broken answer, not money.
 */
export const MAX_AMOUNT = 1e12

/** Rubles and points are counted in kopecks: more decimals than 2 mean the answer is not money. */
// (Compared through toFixed, exact for |x| < 10²¹, where `x * 100` would bring its own rounding error.)
function hasAtMostCents(value: number) {
  return Number(value.toFixed(2)) === value
}

/** A finite money value within ±MAX_AMOUNT with at most 2 decimals (-0 reads as 0). */
export const MoneyValueSchema = v.pipe(
  v.number(),
  v.finite(),
  v.check((value) => Math.abs(value) <= MAX_AMOUNT, 'Сумма вне допустимого диапазона'),
  v.check(hasAtMostCents, 'Больше двух знаков после запятой'),
  v.transform((value) => value + 0),
)

/** A number, or a numeric string from older services (never 'NaN' or '1e5'). */
export const NumericSchema = v.union([v.number(), v.pipe(v.string(), v.maxLength(40), v.decimal())])

/** Money and points: numbers, or numeric strings from older services; null counts as zero. */
export const AmountSchema = v.optional(
  v.pipe(
    v.nullable(NumericSchema),
    v.transform((value) => Number(value ?? 0)),
    MoneyValueSchema,
  ),
  0,
)

/** `{ message }` answers of simple commands. */
export const MessageSchema = v.object({ message: OptionalTextSchema })
