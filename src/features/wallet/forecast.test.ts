import { describe, expect, it } from 'vitest'
import { balanceForecast, FORECAST_LIMIT_DAYS } from './forecast'

describe('the balance forecast', () => {
  it('counts balance plus cashback against a 30-day month', () => {
    // 3580 ₽ a month = 119.33 ₽ a day; 1250.50 + 87.25 = 1337.75 → 11 days
    expect(balanceForecast(1250.5, 87.25, 3580)).toEqual({ days: 11, low: false })
  })

  it('warns under 7 days', () => {
    expect(balanceForecast(400, 0, 1790)).toEqual({ days: 6, low: true })
    expect(balanceForecast(418, 0, 1790)).toEqual({ days: 7, low: false })
    expect(balanceForecast(0, 0, 1790)).toEqual({ days: 0, low: true })
  })

  it('treats a negative balance as nothing left', () => {
    expect(balanceForecast(-500, 0, 1790)).toEqual({ days: 0, low: true })
  })

  it('gives none without paid services', () => {
    expect(balanceForecast(1000, 0, 0)).toBeNull()
  })
})

describe('the balance forecast at the edges', () => {
  it.each([
    ['a balance of a trillion rubles', 1e12, 0, 1790],
    ['the largest cashback', 0, 1e12, 1790],
    ['a price of one kopeck', 1000, 0, 0.01],
    ['a balance past any bound', Number.MAX_VALUE, Number.MAX_VALUE, 0.01],
  ])('caps %s one day past a year', (_case, balance, cashback, monthly) => {
    expect(balanceForecast(balance, cashback, monthly)).toEqual({ days: FORECAST_LIMIT_DAYS + 1, low: false })
  })

  it('counts exactly a year in days', () => {
    // 1 ₽ a day for 365 days
    expect(balanceForecast(365, 0, 30)).toEqual({ days: 365, low: false })
  })

  it('gives none for a price that is not a number', () => {
    expect(balanceForecast(1000, 0, Number.NaN)).toBeNull()
  })
})
