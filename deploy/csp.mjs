// The deployment's Content Security Policy and security headers, built for one build's index.html
// and backend origins; render-nginx-conf.mjs writes them into the nginx configuration.
import { createHash } from 'node:crypto'

function origin(name, value) {
  let url
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} is not an absolute URL: ${value}`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be http(s): ${value}`)
  return url.origin
}

/** The policy of PRODUCT.md §3. Mock-backed builds talk to their own origin only. */
export function contentSecurityPolicy({ apiUrl, gatewayUrl, mock, inline = { scripts: [], styles: [] } }) {
  const backends = mock
    ? []
    : [
        ...new Set(
          [apiUrl && origin('VITE_API_URL', apiUrl), gatewayUrl && origin('VITE_GATEWAY_URL', gatewayUrl)].filter(
            Boolean,
          ),
        ),
      ]
  return [
    "default-src 'self'",
    // No 'unsafe-inline': the only inline code is what index.html ships (the theme's pre-paint
    // snippet, the route preloader, the first paint's CSS), allowed by hash, so an injected script
    // or style still never runs. sonner's runtime <style> is replaced by its stylesheet at build
    // time (vite.config.ts). React's style props go through CSSOM, which style-src does not restrict.
    ['script-src', "'self'", ...inline.scripts].join(' '),
    ['style-src', "'self'", ...inline.styles].join(' '),
    // Avatars: uploaded previews (blob:), https URLs from the backend, data: placeholders.
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    `connect-src ${["'self'", ...backends].join(' ')}`,
    // Every build: the report's journal redacts large answers in a worker from this origin
    // (src/report/redact-off-thread.ts). The mock-backed preview registers MSW's service worker too.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

export function securityHeaders(csp) {
  return [
    ['Content-Security-Policy', csp],
    // Tokens can sit in URLs (?token=, /auth?link=): never leak them in a Referer.
    ['Referrer-Policy', 'no-referrer'],
    ['X-Content-Type-Options', 'nosniff'],
    // For browsers without frame-ancestors support.
    ['X-Frame-Options', 'DENY'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
  ]
}

const hash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** CSP hashes of the inline <script> and <style> elements the build wrote into index.html. */
export function inlineHashes(html) {
  const bodies = (pattern) => [...html.matchAll(pattern)].map((match) => hash(match[1]))
  return {
    scripts: bodies(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g),
    styles: bodies(/<style[^>]*>([\s\S]*?)<\/style>/g),
  }
}
