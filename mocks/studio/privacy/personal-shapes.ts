// Personal data found by its shape in free text (a payment's description, a message, a cut-off
// answer), whatever field holds it. Every pattern is linear: a match starts only where a token
// starts (a lookbehind), and each repeat consumes characters that the next part cannot.
// src/report/redact-text.bench.ts feeds each its worst case.

export type ShapeKind = 'email' | 'phone' | 'ip'

/** local@domain.tld, also with "@" percent-encoded in an address. */
export const EMAIL =
  /(?<![\p{L}\p{N}._+-])[\p{L}\p{N}._+-]{1,64}(?:@|%40)[\p{L}\p{N}-]{1,63}(?:\.[\p{L}\p{N}-]{1,63}){1,8}/gu
/** Not a phone: a number right after "№" or "#" (an order, an id), or one with kopecks after it (an amount). */
const NUMBER_START = String.raw`(?<![\w+№#])(?<![№#] )`
const NUMBER_END = String.raw`(?!\d|[.,]\d)`
/** +country and 8–14 more digits, with spaces, dots, dashes or brackets between them. */
const INTERNATIONAL = String.raw`${NUMBER_START}\+\d(?:[ .()-]{0,2}\d){8,14}${NUMBER_END}`
/**
 * A Russian number written from 8: 8 (900) 123-45-67, 89001234567. Its code starts with 3, 4, 8 or
 * 9, as every Russian one does, so 80000000000 or 81234567890 in a text is a sum or a number.
 */
const RUSSIAN = String.raw`${NUMBER_START}8(?=[ ()-]{0,2}[3489])(?:[ ()-]{0,2}\d){10}${NUMBER_END}`
export const PHONE = new RegExp(`${INTERNATIONAL}|${RUSSIAN}`, 'g')
/** An IPv4 address; not a version after "/" as in "Chrome/120.0.0.0". */
export const IPV4 = /(?<![\w./])(?:\d{1,3}\.){3}\d{1,3}(?![\w.])/g
/** A run of hex digits and colons with at least two colons; checked by the URL parser in code. */
export const IPV6_CANDIDATE = /(?<![\w:])(?=[\da-f]{0,4}:[\da-f]{0,4}:)[\da-f:]{2,39}(?![\w:])/gi

/** An image for dense screens ("logo@2x.png") is named like an address, and is none. */
const DENSE_IMAGE = /(?:@|%40)\d{1,2}x\.[a-z]{2,5}$/i
const isIpv4 = (text: string) => text.split('.').every((part) => Number(part) <= 255)

function isIpv6(text: string): boolean {
  try {
    return new URL(`http://[${text}]/`).hostname.length > 2
  } catch {
    return false
  }
}

/** The text with each shape replaced by what `replace` gives for it. */
export function replaceShapes(text: string, replace: (kind: ShapeKind, found: string) => string): string {
  return text
    .replace(EMAIL, (found) => {
      if (DENSE_IMAGE.test(found)) return found
      // An address carries "@" encoded: the stand-in goes in the same form.
      const encoded = !found.includes('@')
      const next = replace('email', encoded ? found.replace(/%40/i, '@') : found)
      return encoded ? next.replace('@', '%40') : next
    })
    .replace(PHONE, (found) => replace('phone', found))
    .replace(IPV4, (found) => (isIpv4(found) ? replace('ip', found) : found))
    .replace(IPV6_CANDIDATE, (found) => (isIpv6(found) ? replace('ip', found) : found))
}
