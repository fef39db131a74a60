// Netlify's and Cloudflare Pages' configuration files for one build, from the same source as the
// nginx configuration (csp.mjs): `_headers` with its security headers and cache rules, and
// `_redirects` with the SPA fallback. vite.config.ts writes both into every build's output
// (build/static-host-files.ts); other hosts ignore them. Their paths carry the build's base, so the
// files of several previews under one site can be joined into the site's own (docs/previews.md).
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  buildSecurityHeaders,
  CACHE_CONTROL,
  checkedBase,
  fileAddress,
  htmlPages,
  MOCK_WORKER_FILES,
  pageAddress,
} from './csp.mjs'

const rule = (path, headers) => [path, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n')

/**
 * Every path of the build gets the security headers; Cache-Control is set per file as nginx sets it.
 * Deep links keep the host's own HTML caching (both revalidate it on every load): a rule for them
 * would also match the assets, and both hosts join the values of one header from several rules.
 */
export function headersFile(base, security) {
  const revalidate = [['Cache-Control', CACHE_CONTROL.revalidate]]
  return `${[
    '# Security headers and cache rules of this build (deploy/static-host-files.mjs, the same as deploy/nginx.conf).',
    rule(`${base}*`, security),
    rule(`${base}assets/*`, [['Cache-Control', CACHE_CONTROL.immutable]]),
    rule(base, revalidate),
    rule(`${base}index.html`, revalidate),
    ...MOCK_WORKER_FILES.map((file) => rule(`${base}${file}`, revalidate)),
  ].join('\n')}\n`
}

/**
 * Deep links are the app's routes: index.html answers them. A page painted at build time answers
 * its own address first (`auth.html` /auth, `home.html` the base itself): Cloudflare Pages applies a
 * rule even where a file matches, so the fallback alone would hide it. Where a page's file name is
 * not its address (/home), the hosts would answer that name with the page too, and the app would
 * then put its 404 screen over the painted home: index.html answers it, as any unknown address.
 */
export function redirectsFile(base, pages = []) {
  const painted = pages.filter((page) => page !== 'index.html')
  const own = painted.map((page) => `${base}${pageAddress(page)}  ${base}${page}  200\n`)
  const byFileName = painted
    .filter((page) => fileAddress(page) !== pageAddress(page))
    .map((page) => `${base}${fileAddress(page)}  ${base}index.html  200\n`)
  return `# SPA fallback of this build (deploy/static-host-files.mjs).\n${[...own, ...byFileName].join('')}${base}*  ${base}index.html  200\n`
}

/** Writes _headers and _redirects into the finished build in `root`. */
export function writeStaticHostFiles({ root, base, apiUrl, gatewayUrl, mock }) {
  const checked = checkedBase(base)
  const security = buildSecurityHeaders({ root, apiUrl, gatewayUrl, mock })
  writeFileSync(join(root, '_headers'), headersFile(checked, security))
  writeFileSync(join(root, '_redirects'), redirectsFile(checked, htmlPages(root)))
}
