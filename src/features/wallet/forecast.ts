/** Fewer days than this left on the balance shows the low-balance warning. */
export const LOW_BALANCE_DAYS = 7
const DAYS_PER_MONTH = 30

export type Forecast = { days: number; low: boolean }

/**
 * How many days balance plus cashback (1 point = 1 ruble) pay for the active services:
 * floor((balance + cashback) / (monthly total / 30)). None without paid services.
 */
export function balanceForecast(balance: number, cashback: number, monthlyTotal: number): Forecast | null {
  if (!(monthlyTotal > 0)) return null
  const funds = Math.max(0, balance) + Math.max(0, cashback)
  const days = Math.floor(funds / (monthlyTotal / DAYS_PER_MONTH))
  return { days, low: days < LOW_BALANCE_DAYS }
}
