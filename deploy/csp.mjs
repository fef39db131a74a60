// The deployment's Content Security Policy, security headers and cache rules, built for one build's
// index.html and backend origins: render-nginx-conf.mjs writes them into the nginx configuration,
// static-host-files.mjs into Netlify's and Cloudflare Pages' _headers, which `vite preview` sends too
// (build/preview-headers.ts). One source, so the deployments cannot drift apart.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

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

/** Cache-Control by kind of file: hashed assets (their names change with their content) for a year;
 * the entry document, deep links and the unhashed mock workers revalidated on every load, or a
 * deploy would pair an old index.html with new assets. */
/**
 * The mock backend's service worker (public/mock-worker.js) and msw's, which it loads: unhashed, in
 * mock-backed builds alone.
 */
export const MOCK_WORKER_FILES = ['mock-worker.js', 'mockServiceWorker.js']

export const CACHE_CONTROL = {
  immutable: 'public, max-age=31536000, immutable',
  revalidate: 'no-cache',
}

/** The painted home's page (src/prerender/prerendered-routes.ts names the files). */
export const HOME_PAGE = 'home.html'

/** The address the hosts (and `vite preview`) would answer with a page by its file name: `auth.html` `auth`. */
export const fileAddress = (page) => page.slice(0, -'.html'.length)

/** The address a page of the build answers, under its base: `auth.html` `auth`, the painted home the base itself. */
export const pageAddress = (page) => (page === HOME_PAGE ? '' : fileAddress(page))

/** The build's HTML pages in `root`: index.html, and the pages painted at build time (build/prerender.ts). */
export function htmlPages(root) {
  return readdirSync(root)
    .filter((name) => name.endsWith('.html'))
    .sort()
}

/** The security headers of the finished build in `root` (its pages' inline code allowed by hash). */
export function buildSecurityHeaders({ root, apiUrl, gatewayUrl, mock }) {
  const pages = htmlPages(root).map((name) => inlineHashes(readFileSync(join(root, name), 'utf8')))
  const union = (kind) => [...new Set(pages.flatMap((page) => page[kind]))]
  const inline = { scripts: union('scripts'), styles: union('styles') }
  return securityHeaders(contentSecurityPolicy({ apiUrl, gatewayUrl, mock, inline }))
}

/** Vite's `base` as a deployment takes it: a path of plain segments between slashes ('/', '/preview/pr-7/'). */
export function checkedBase(raw = '/') {
  const base = raw.endsWith('/') ? raw : `${raw}/`
  // No '.' or '..' segments, no empty ones ('//host' is another origin), no scheme, no '%', '?' or '#'.
  if (!/^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*$/.test(base))
    throw new Error(`base must be a path of plain segments such as /preview/pr-7/, not ${JSON.stringify(raw)}`)
  return base
}
