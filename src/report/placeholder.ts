import { fingerprint } from '@/lib/fingerprint'

// Every secret becomes "[скрыто·3f9a]": four hex digits of a salted FNV-1a hash, so equal values
// stay recognisable as equal within one file while the salt, which never leaves the browser, makes
// the digits useless for guessing a value (16 bits cannot single out a code or a token anyway).

export type Placeholder = (secret: string) => string

const HIDDEN = /^\[скрыто(·[0-9a-f]{4})?\]$/

export function randomSalt(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16)).join('')
}

export function placeholderFor(salt: string): Placeholder {
  return (secret) => `[скрыто·${fingerprint(`${salt}\u0000${secret}`).slice(0, 4)}]`
}

/** Whether a value is already a placeholder (also percent-encoded inside a URL). */
export function isHidden(value: string): boolean {
  if (HIDDEN.test(value)) return true
  try {
    return HIDDEN.test(decodeURIComponent(value))
  } catch {
    return false
  }
}
