// SPEC §9: money with 2 decimals in Russian number formatting ('1 250,50 ₽').
//
// Formatted by hand, not with Intl.NumberFormat: the first ru-RU formatter loads the locale's ICU
// data, a long task on the home screen's first render (docs/performance.md). The output is the
// same, checked against Intl in format.test.ts, except that a value rounding to zero never shows a
// minus sign.
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g

/**
 * Rounds like Intl: half away from zero on the number's shortest decimal form (87.255 → 87.26),
 * where toFixed alone would round the binary value 87.25499… down.
 */
function roundDecimal(value: number, fractionDigits: number) {
  const text = String(value)
  if (text.includes('e')) return value
  return Number(`${Math.round(Number(`${text}e${fractionDigits}`))}e-${fractionDigits}`)
}

function formatNumber(value: number, fractionDigits: number) {
  const [whole = '0', fraction] = roundDecimal(Math.abs(value), fractionDigits).toFixed(fractionDigits).split('.')
  const sign = value < 0 && /[1-9]/.test(whole + (fraction ?? '')) ? '-' : ''
  const grouped = whole.replace(THOUSANDS, '\u00a0')
  return fraction ? `${sign}${grouped},${fraction}` : `${sign}${grouped}`
}

/** `1 250,50 ₽` (a no-break space before the sign keeps it on the number's line). */
export function formatRubles(value: number) {
  return `${formatNumber(value, 2)}\u00a0₽`
}

/** Cashback points: 1 point = 1 ruble, shown with 2 decimals like money. */
export function formatPoints(value: number) {
  return formatNumber(value, 2)
}

/** Whole rubles for prices and quick picks: `1 790 ₽`. */
export function formatWholeRubles(value: number) {
  return `${formatNumber(value, 0)}\u00a0₽`
}

/** A tariff price: kopecks only when there are any (`199 ₽`, `199,50 ₽`). */
export function formatPrice(value: number) {
  return Number.isInteger(value) ? formatWholeRubles(value) : formatRubles(value)
}

// SPEC §2: dates in the Russian locale, day, long month, year, by hand for the same reason as money:
// an Intl.DateTimeFormat made when its module loads is a long task on `/`, where the history's code
// is fetched and run while the browser is idle.
const MONTHS_OF = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
]

/** `5 января 2026 г.` in the browser's time zone, as Intl.DateTimeFormat ru-RU prints it. */
export function formatLongDate(date: Date) {
  return `${date.getDate()} ${MONTHS_OF[date.getMonth()]} ${date.getFullYear()} г.`
}

/** A count of things with its plural noun, digits grouped: `10 004 сеанса`. */
export function formatCount(count: number, forms: readonly [string, string, string]) {
  return `${formatNumber(count, 0)}\u00a0${plural(count, forms)}`
}

/** Russian plural form: plural(5, ['день', 'дня', 'дней']) → 'дней'. */
export function plural(count: number, [one, few, many]: readonly [string, string, string]) {
  const mod10 = count % 10
  const mod100 = count % 100
  if (mod10 === 1 && mod100 !== 11) return one
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return few
  return many
}

/**
 * An e-mail with its name hidden but its first letter, for showing where something goes:
 * `d***@example.com`. Text without an `@` is hidden whole.
 */
export function maskEmail(email: string) {
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  // The first character whole, even when it is two UTF-16 units.
  return `${Array.from(email.slice(0, 2))[0]}***${email.slice(at)}`
}
