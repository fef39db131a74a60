/**
 * PRODUCT.md §3: the browser follows a payment address only when it is https or this app's own
 * origin (the mock provider). Anything else (javascript:, data:, plain http elsewhere, garbage) is refused.
 */
export function safePaymentUrl(raw: string, origin: string): string | null {
  let url: URL
  try {
    url = new URL(raw.trim(), origin)
  } catch {
    return null
  }
  if (url.username || url.password) return null
  if (url.origin === origin && (url.protocol === 'https:' || url.protocol === 'http:')) return url.href
  return url.protocol === 'https:' ? url.href : null
}
