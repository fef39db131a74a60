/** Fewer days than this left on the balance shows the low-balance warning. */
export const LOW_BALANCE_DAYS = 7
const DAYS_PER_MONTH = 30
/**
 * Past a year the count says nothing useful (prices change, the forecast is "примерно"), and a huge
 * balance would give absurd numbers: the screen says "больше года" instead of the days.
 */
export const FORECAST_LIMIT_DAYS = 365

export type Forecast = { days: number; low: boolean }

/**
 * How many days balance plus cashback (1 point = 1 ruble) pay for the active services:
 * floor((balance + cashback) / (monthly total / 30)). None without paid services.
 */
export function balanceForecast(balance: number, cashback: number, monthlyTotal: number): Forecast | null {
  if (!(monthlyTotal > 0)) return null
  const funds = Math.max(0, balance) + Math.max(0, cashback)
  const days = Math.floor(funds / (monthlyTotal / DAYS_PER_MONTH))
  if (Number.isNaN(days)) return null
  // Capped one past the limit, so "more than a year" is one value whatever the inputs (never Infinity or NaN).
  const capped = Number.isFinite(days) ? Math.min(days, FORECAST_LIMIT_DAYS + 1) : FORECAST_LIMIT_DAYS + 1
  return { days: capped, low: capped < LOW_BALANCE_DAYS }
}
