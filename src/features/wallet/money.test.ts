import { describe, expect, it } from 'vitest'
import { formatPoints, formatRubles, formatWholeRubles, plural } from './money'

// Intl puts a no-break space (U+00A0) between thousands in ru-RU.
const nb = (text: string) => text.replace(/ /g, '\u00a0')

describe('money formatting', () => {
  it.each([
    [0, '0,00 ₽'],
    [1250.5, '1 250,50 ₽'],
    [87.255, '87,26 ₽'],
    [1_000_000, '1 000 000,00 ₽'],
    [-12.3, '-12,30 ₽'],
  ])('%d rubles → %s', (value, text) => {
    expect(formatRubles(value).replace(/\u2212/g, '-')).toBe(nb(text))
  })

  it('shows points with 2 decimals and whole prices without', () => {
    expect(formatPoints(87.25)).toBe('87,25')
    expect(formatWholeRubles(1790)).toBe(nb('1 790 ₽'))
  })

  it.each([
    [1, 'день'],
    [2, 'дня'],
    [5, 'дней'],
    [11, 'дней'],
    [14, 'дней'],
    [21, 'день'],
    [22, 'дня'],
    [111, 'дней'],
    [0, 'дней'],
  ])('%d %s', (count, word) => {
    expect(plural(count, ['день', 'дня', 'дней'])).toBe(word)
  })
})
