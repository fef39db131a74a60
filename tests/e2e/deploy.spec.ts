import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, signIn, test as base } from './fixtures'

/**
 * The shipped deployment: the build served by Debian's nginx with the configuration rendered by
 * deploy/render-nginx-conf.mjs, exactly as production runs it. The build is the mock-backed
 * preview build the e2e webServer already made (dist-e2e, VITE_MOCK=true): it signs in and renders
 * data without a backend, and differs from the production build only by the mock code. The
 * production CSP (backend origins in connect-src) is checked on the rendered configuration.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url))
// Ports are chosen free at run time, so parallel checkouts and other servers never collide.
let ORIGIN = ''
// Another loopback origin (other port) for the framing check.
let framerOrigin = ''

/** Every test talks to this run's nginx. */
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
const test = base.extend({ baseURL: async ({}, provide) => provide(ORIGIN) })

const SECURITY_HEADERS = {
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
}
const BUILD = join(ROOT, 'dist-e2e')

/** index.html's inline scripts (theme pre-paint with the load-failure message, route preloader), each allowed by its SHA-256 only. */
function inlineScriptSources() {
  const html = readFileSync(join(BUILD, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '')
  return scripts.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
}

const csp = () =>
  `default-src 'self'; script-src 'self' ${inlineScriptSources().join(' ')}; style-src 'self'; ` +
  "img-src 'self' data: blob: https:; font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; " +
  "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"

let nginx: ChildProcess | undefined
let framer: Server | undefined
let dir = ''

function findNginx() {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim()
  return onPath || ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((candidate) => existsSync(candidate))
}

function render(env: Record<string, string>, args: string[]) {
  const result = spawnSync(process.execPath, [join(ROOT, 'deploy/render-nginx-conf.mjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, VITE_API_URL: '', VITE_GATEWAY_URL: '', VITE_MOCK: '', ...env },
  })
  if (result.status !== 0) throw new Error(`render-nginx-conf failed: ${result.stderr}`)
  return result.stdout
}

/** A port nothing listens on right now (the system's pick for port 0). */
async function freePort() {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const address = probe.address()
  await new Promise((done) => probe.close(done))
  if (typeof address !== 'object' || address === null) throw new Error('no free port')
  return address.port
}

/** nginx on a free port; another process can take the port before nginx binds it, then the next one. */
async function startNginx(binary: string) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const port = await freePort()
    ORIGIN = `http://127.0.0.1:${port}`
    render({ VITE_MOCK: 'true' }, [
      ...['--root', join(dir, 'html'), '--listen', `127.0.0.1:${port}`],
      ...['--standalone', dir, '--out', join(dir, 'nginx.conf'), '--precompress'],
    ])
    nginx = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' })
    if (await waitForNginx()) return
  }
  const log = existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : ''
  throw new Error(`nginx did not start on ${ORIGIN}:\n${log}`)
}

/** true once nginx answers; false when it exited (its port was taken). */
async function waitForNginx() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (nginx?.exitCode !== null) return false
    const ok = await fetch(`${ORIGIN}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (ok) return true
    await new Promise((done) => setTimeout(done, 100))
  }
  return false
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  const binary = findNginx()
  if (!binary) throw new Error('nginx is not installed: `apt-get install -y nginx` (.ci/run does it on CI)')
  if (!existsSync(join(BUILD, 'index.html'))) throw new Error(`${BUILD} is missing: the e2e webServer builds it`)

  dir = mkdtempSync(join(tmpdir(), 'lk-nginx-'))
  // nginx started as root serves files as `nobody`; mkdtemp's 0700 would hide them.
  chmodSync(dir, 0o755)
  cpSync(BUILD, join(dir, 'html'), { recursive: true })
  await startNginx(binary)

  framer = createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.end(`<!doctype html><title>framer</title><iframe name="app" title="app" src="${ORIGIN}/auth"></iframe>`)
  })
  await new Promise<void>((done) => framer?.listen(0, '127.0.0.1', done))
  const address = framer.address()
  if (typeof address !== 'object' || address === null) throw new Error('the framing page has no port')
  framerOrigin = `http://127.0.0.1:${address.port}`
})

test.afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((done) => nginx?.once('exit', done))
    nginx.kill('SIGTERM')
    await exited
  }
  await new Promise((done) => (framer ? framer.close(done) : done(undefined)))
  if (dir) rmSync(dir, { recursive: true, force: true })
})

async function assetPath() {
  const html = await (await fetch(`${ORIGIN}/`)).text()
  const match = html.match(/src="(\/assets\/[^"]+\.js)"/)
  if (!match?.[1]) throw new Error('index.html has no /assets/ script')
  return match[1]
}

test('deep links are answered with index.html and 200', async ({ request }) => {
  for (const path of ['/profile/devices', '/wallet/history', '/profile', '/auth', '/reset-password', '/no-such-page']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toContain('text/html')
    expect(await response.text(), path).toContain('<div id="root">')
  }
  // A missing hashed file is a real 404 (a stale tab must not get HTML as JavaScript).
  expect((await request.get('/assets/missing-chunk.js')).status()).toBe(404)
})

test('every response carries the security headers', async ({ request }) => {
  const asset = await assetPath()
  const policy = csp()
  expect(inlineScriptSources()).toHaveLength(2) // the theme snippet and the route preloader
  for (const path of [
    '/',
    '/auth',
    '/profile/devices',
    '/wallet/history',
    asset,
    '/favicon.svg',
    '/assets/missing-chunk.js',
  ]) {
    const headers = (await request.get(path)).headers()
    expect(headers['content-security-policy'], path).toBe(policy)
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(headers[name], `${name} on ${path}`).toBe(value)
  }
})

test('hashed assets are cached for a year, index.html and the unhashed worker are revalidated', async ({ request }) => {
  const asset = await request.get(await assetPath())
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  for (const path of ['/', '/index.html', '/profile/devices', '/mockServiceWorker.js']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe('no-cache')
  }
})

test('text is sent brotli-compressed to browsers that accept it and gzipped to the rest', async ({ request }) => {
  const asset = await assetPath()
  for (const path of [asset, '/', '/profile/devices']) {
    const brotli = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(brotli.headers()['content-encoding'], path).toBe('br')
    expect(brotli.headers()['vary'], path).toMatch(/Accept-Encoding/i)
    const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers()['content-encoding'], path).toBe('gzip')
    // Both decode to the same file.
    expect(await brotli.text(), path).toBe(await gzip.text())
  }
})

test('the production configuration allows exactly the configured backend origins', () => {
  const conf = render(
    { VITE_API_URL: 'https://api.example.test/v1/', VITE_GATEWAY_URL: 'https://gw.example.test:8443/gateway' },
    [...['--root', BUILD, '--listen', '80']],
  )
  const policies = [...conf.matchAll(/add_header Content-Security-Policy "([^"]+)" always;/g)].map((match) => match[1])
  expect(policies.length).toBeGreaterThanOrEqual(5)
  for (const policy of policies) {
    expect(policy).toContain("connect-src 'self' https://api.example.test https://gw.example.test:8443;")
    expect(policy).toContain(`script-src 'self' ${inlineScriptSources().join(' ')};`)
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).not.toContain('unsafe-eval')
  }
  expect(() => render({ VITE_API_URL: 'javascript:alert(1)', VITE_MOCK: 'false' }, ['--root', BUILD])).toThrow(
    /must be http/,
  )
  // The policy is made for one build's index.html: without it there is nothing to render.
  expect(() => render({}, ['--root', join(dir, 'no-build')])).toThrow(/index\.html/)
})

test('the app starts, signs in and opens deep links with no CSP violation', async ({ page }) => {
  const cspMessages: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspMessages.push(message.text())
  })
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`)
    })
  })
  const violations = () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)

  await signIn(page)
  await expect(page.locator('main#main')).toBeVisible()
  expect(await violations()).toEqual([])

  await page.goto('/profile/devices')
  await expect(page.locator('main#main')).toBeVisible()
  await page.goto('/wallet/history')
  await expect(page.locator('main#main')).toBeVisible()
  expect(await violations()).toEqual([])

  // sonner's rules arrive as a same-origin stylesheet instead of the blocked inline <style>.
  const sonnerStyled = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.includes('data-sonner-toaster')),
    ),
  )
  expect(sonnerStyled).toBe(true)
  expect(await page.locator('style').count()).toBe(0)
  expect(cspMessages).toEqual([])
})

test.describe('framing', () => {
  // The framing page's console reports the refusal; that message is what this test expects.
  // (An array option value must be wrapped as [value, options], or Playwright reads it as that pair.)
  test.use({ allowConsoleErrors: [[/frame-ancestors/, /Refused to (display|frame)/], { scope: 'test' }] })

  test('a page on another origin cannot frame the app', async ({ page }) => {
    const refusals: string[] = []
    page.on('console', (message) => {
      if (message.text().includes('frame-ancestors')) refusals.push(message.text())
    })
    await page.goto(`${framerOrigin}/`)
    await expect.poll(() => refusals.length).toBeGreaterThan(0)
    const frame = page.frame({ name: 'app' })
    expect(frame).not.toBeNull()
    // The blocked frame shows the browser's error page, never the app.
    expect(frame?.url()).not.toContain(`${ORIGIN}/auth`)
    expect(await frame?.locator('#root').count()).toBe(0)
  })
})
