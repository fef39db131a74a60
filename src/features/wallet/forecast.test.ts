import { describe, expect, it } from 'vitest'
import { balanceForecast } from './forecast'

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
