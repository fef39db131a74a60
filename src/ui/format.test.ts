import { describe, expect, it } from 'vitest'
import {
  formatPoints,
  formatPrice,
  formatRubles,
  formatWholeRubles,
  plural,
  formatCount,
  formatLongDate,
  maskEmail,
} from './format'

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
    expect(formatWholeRubles(-0.4)).toBe('0\u00a0₽')
  })

  it('shows kopecks in a price only when there are any', () => {
    expect(formatPrice(1790)).toBe(nb('1 790 ₽'))
    expect(formatPrice(199.5)).toBe('199,50\u00a0₽')
  })

  // The formatter replaces Intl for speed (see format.ts); it must print the same, except that
  // Intl writes a value that rounds to zero as '-0,00'.
  it('prints what Intl.NumberFormat ru-RU prints', () => {
    const intl = (format: Intl.NumberFormat, value: number) =>
      format
        .format(value)
        .replace('\u2212', '-')
        .replace(/^-(?=0(,0+)?$)/, '')
    const decimals = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
    const whole = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 })
    const values = [
      0,
      0.004,
      0.005,
      0.015,
      0.5,
      1.005,
      1.5,
      2.5,
      2.675,
      9.995,
      999.995,
      1000,
      9999.5,
      12_345.678,
      87.255,
      1e9 + 0.125,
    ]
    for (let step = 0; step < 2000; step += 1) values.push(Math.round(Math.sin(step) * 10 ** (step % 9) * 1000) / 1000)
    for (const value of values.flatMap((value) => [value, -value])) {
      expect(formatPoints(value)).toBe(intl(decimals, value))
      expect(formatWholeRubles(value)).toBe(`${intl(whole, value)}\u00a0₽`)
    }
  })
})

describe('plural and formatCount', () => {
  const DAYS = ['день', 'дня', 'дней'] as const

  // formatCount is the number, grouped as money is, and the word that agrees with it.
  it.each([
    [1, 'день', '1 день'],
    [2, 'дня', '2 дня'],
    [5, 'дней', '5 дней'],
    [11, 'дней', '11 дней'],
    [14, 'дней', '14 дней'],
    [21, 'день', '21 день'],
    [22, 'дня', '22 дня'],
    [111, 'дней', '111 дней'],
    [0, 'дней', '0 дней'],
    [10_004, 'дня', '10 004 дня'],
  ])('%d → %s', (count, word, text) => {
    expect(plural(count, DAYS)).toBe(word)
    expect(formatCount(count, DAYS)).toBe(nb(text))
  })
})

describe('formatLongDate', () => {
  // It replaces Intl.DateTimeFormat for speed (see format.ts) and must print the same.
  it('prints what Intl.DateTimeFormat ru-RU prints', () => {
    const intl = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' })
    for (let day = 0; day < 800; day += 1) {
      const date = new Date(2025, 0, 1 + day, 23, 59)
      expect(formatLongDate(date)).toBe(intl.format(date))
    }
    for (const date of [new Date(1970, 0, 1), new Date(9999, 11, 31), new Date('2026-11-20T10:00:00Z')])
      expect(formatLongDate(date)).toBe(intl.format(date))
  })
})

describe('maskEmail', () => {
  it.each([
    ['demo@example.com', 'd***@example.com'],
    ['a@b.ru', 'a***@b.ru'],
    ['😀smile@example.com', '😀***@example.com'],
    ['odd@name@example.com', 'o***@example.com'],
    ['no-at-sign', '***'],
    ['@example.com', '***'],
    ['', '***'],
  ])('%j → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked)
  })
})
