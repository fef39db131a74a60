// SPEC §9: balances with 2 decimals in Russian number formatting ('1 250,50 ₽').
const decimals = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const whole = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 })

/** `1 250,50 ₽` (a no-break space before the sign keeps it on the number's line). */
export function formatRubles(value: number) {
  return `${decimals.format(value)}\u00a0₽`
}

/** Cashback points: 1 point = 1 ruble, shown with 2 decimals like money. */
export function formatPoints(value: number) {
  return decimals.format(value)
}

/** Whole rubles for prices and quick picks: `1 790 ₽`. */
export function formatWholeRubles(value: number) {
  return `${whole.format(value)}\u00a0₽`
}

/** Russian plural form: plural(5, ['день', 'дня', 'дней']) → 'дней'. */
export function plural(count: number, [one, few, many]: readonly [string, string, string]) {
  const mod10 = count % 10
  const mod100 = count % 100
  if (mod10 === 1 && mod100 !== 11) return one
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few
  return many
}
