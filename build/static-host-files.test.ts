import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { HOME_PAGE, MOCK_WORKER_FILES } from '../deploy/csp.mjs'
import { renderServer } from '../deploy/render-nginx-conf.mjs'
import { writeStaticHostFiles } from '../deploy/static-host-files.mjs'
import { headersFor, parseHeadersFile } from './preview-headers'

// Netlify's and Cloudflare's _headers against the nginx configuration of the same build: for each
// kind of address, the headers each one sends.

type Headers = Record<string, string>
const dir = mkdtempSync(join(tmpdir(), 'lk-static-host-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const INDEX_HTML =
  '<html><head><script>theme()</script><script>preload()</script><style>.a{color:red}</style>' +
  '<script type="module" src="/x/assets/index-abc.js"></script></head></html>'
// An open page painted at build time (build/prerender.ts): index.html with its screen, and here one
// inline script of its own, whose hash the policy must hold too.
const AUTH_HTML = INDEX_HTML.replace('</head>', '<script>own()</script></head>')
const variables = { mock: false, apiUrl: 'https://api.example.test', gatewayUrl: 'https://gw.example.test' }

/** The headers nginx sends for `path`: exact location, else the longest prefix, else the server's own. */
function nginxHeaders(conf: string, path: string): Headers {
  const headersIn = (block: string) =>
    Object.fromEntries(
      [...block.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)].map((match) => [match[1], match[2]]),
    )
  const locations = [...conf.matchAll(/location (= )?(\S+) \{([^}]*)\}/g)].map((match) => ({
    exact: Boolean(match[1]),
    prefix: match[2] ?? '',
    block: match[3] ?? '',
  }))
  const exact = locations.find((location) => location.exact && location.prefix === path)
  const prefixed = locations
    .filter((location) => !location.exact && path.startsWith(location.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0]
  const chosen = exact ?? prefixed
  return headersIn(chosen ? chosen.block : conf.replace(/location [^{]*\{[^}]*\}/g, ''))
}

/** The headers _headers gives `path`, as the hosts (and `vite preview`) read it. */
const staticHostHeaders = (file: string, path: string): Headers => headersFor(parseHeadersFile(file), path)

function deploy(base: string) {
  const root = join(dir, base)
  mkdirSync(root, { recursive: true })
  writeFileSync(join(root, 'index.html'), INDEX_HTML)
  writeFileSync(join(root, 'auth.html'), AUTH_HTML)
  writeFileSync(join(root, HOME_PAGE), AUTH_HTML.replace('<main>', '<main class="home">'))
  writeStaticHostFiles({ root, base, ...variables })
  return {
    nginx: renderServer({ sites: [{ root, base }], listen: '80', ...variables }),
    headers: readFileSync(join(root, '_headers'), 'utf8'),
    redirects: readFileSync(join(root, '_redirects'), 'utf8'),
  }
}

describe.each(['/', '/preview/pr-7/'])('the static hosts’ files of a build under %s', (base) => {
  const { nginx, headers, redirects } = deploy(base)
  const files = ['', 'index.html', 'assets/index-abc.js', ...MOCK_WORKER_FILES].map((file) => base + file)
  // Deep links and the other unhashed files keep the host's own Cache-Control (both revalidate on
  // every load): a rule for them would also match the hashed assets.
  const hostCached = ['auth', 'profile/devices', 'wallet/history', 'favicon.svg'].map((file) => base + file)

  it.each(files)('sends what nginx sends for %s, header by header', (path) => {
    expect(staticHostHeaders(headers, path)).toEqual(nginxHeaders(nginx, path))
  })

  it.each(hostCached)('sends nginx’s security headers for %s', (path) => {
    const { 'Cache-Control': nginxCache, ...security } = nginxHeaders(nginx, path)
    expect(nginxCache).toBe('no-cache')
    expect(staticHostHeaders(headers, path)).toEqual(security)
  })

  it('has the policy of the build’s own inline code, on every one of its pages', () => {
    const policy = staticHostHeaders(headers, base)['Content-Security-Policy']
    expect(policy).toContain("connect-src 'self' https://api.example.test https://gw.example.test")
    expect(policy?.match(/'sha256-/g)).toHaveLength(4)
  })

  it('answers deep links with index.html, as nginx does', () => {
    expect(nginx).toContain(`try_files $uri $uri.html ${base}index.html;`)
    expect(redirects).toContain(`${base}*  ${base}index.html  200`)
  })

  it.each([
    ['an open page', 'auth', 'auth.html'],
    ['the base, home', '', HOME_PAGE],
  ])('answers %s painted at build time with its own HTML, before the fallback', (_name, address, page) => {
    const lines = redirects.split('\n')
    const rule = `${base}${address}  ${base}${page}  200`
    expect(lines.indexOf(rule)).toBeGreaterThan(0)
    expect(lines.indexOf(rule)).toBeLessThan(lines.indexOf(`${base}*  ${base}index.html  200`))
  })

  it('answers the painted home’s file name with index.html, as any address the app does not know', () => {
    expect(redirects).toContain(`${base}home  ${base}index.html  200\n`)
    expect(nginx).toContain(`location = ${base}home {`)
    expect(nginx).toContain(`try_files ${base}index.html =404;`)
  })

  it('answers the base with the painted home in nginx too, and index.html in a build without it', () => {
    expect(nginx).toContain(`location = ${base} {`)
    expect(nginx).toContain(`try_files ${base}home.html ${base}index.html;`)
  })
})
