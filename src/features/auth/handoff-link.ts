// PRODUCT.md §3: `/auth?link=` may receive the token only on an exactly trusted origin.

const MAX_LINK_LENGTH = 2048

export type HandoffRefusal = 'empty' | 'too-long' | 'unparsable' | 'scheme' | 'credentials' | 'origin'

export type HandoffCheck = { ok: true; url: string; host: string } | { ok: false; reason: HandoffRefusal }

/** This app's origin plus `VITE_TRUSTED_REDIRECT_ORIGINS` (comma-separated), each normalised by URL. */
export function trustedOrigins(own: string, configured: string | undefined): string[] {
  const listed = (configured ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const origins = new Set<string>()
  for (const entry of [own, ...listed]) {
    try {
      const url = new URL(entry)
      // An entry with a path, credentials or an opaque scheme is a configuration mistake: skip it.
      if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === entry.replace(/\/$/, ''))
        origins.add(url.origin)
    } catch {
      // Not a URL: ignored.
    }
  }
  return [...origins]
}

/**
 * Parses `raw` with the URL parser (no base, so relative and protocol-relative links fail), accepts
 * only an exact origin match without user-info, and puts the token in with searchParams.set.
 */
export function checkHandoffLink(raw: string, token: string, allowedOrigins: readonly string[]): HandoffCheck {
  if (!raw.trim()) return { ok: false, reason: 'empty' }
  if (raw.length > MAX_LINK_LENGTH) return { ok: false, reason: 'too-long' }
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { ok: false, reason: 'unparsable' }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, reason: 'scheme' }
  if (url.username || url.password) return { ok: false, reason: 'credentials' }
  // Backslashes and encoded forms are normalised by the parser; a raw string that differs in the
  // authority part from the parsed one (e.g. `https:\\evil`) fails the exact comparison below too.
  if (!allowedOrigins.includes(url.origin) || !raw.trim().toLowerCase().startsWith(`${url.origin.toLowerCase()}`)) {
    return { ok: false, reason: 'origin' }
  }
  url.searchParams.set('token', token)
  return { ok: true, url: url.toString(), host: url.host }
}
