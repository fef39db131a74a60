import { createServer, type Server } from 'node:http'
import { join } from 'node:path'
import { expect, homeShown, signIn } from './fixtures'
import {
  assetPath,
  BUILD,
  inlineScriptSources,
  inlineStyleSources,
  render,
  served,
  serveBuildWithNginx,
  test,
} from './nginx-deploy'

/** The deployment's security headers and Content Security Policy, on the served build and on the production configuration. */
serveBuildWithNginx()

const SECURITY_HEADERS = {
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
}

const csp = () =>
  `default-src 'self'; script-src 'self' ${inlineScriptSources().join(' ')}; ` +
  `${["style-src 'self'", ...inlineStyleSources()].join(' ')}; ` +
  "img-src 'self' data: blob: https:; font-src 'self'; connect-src 'self'; worker-src 'self'; manifest-src 'self'; " +
  "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"

test('every response carries the security headers', async ({ request }) => {
  const asset = await assetPath()
  const policy = csp()
  // The theme snippet and the route preloader, and the stand-in of /auth, of /reset-password and of home.
  expect(inlineScriptSources()).toHaveLength(5)
  // Production builds inline the stylesheet (build/inline-stylesheet.ts); this mock-backed one links it.
  expect(inlineStyleSources()).toHaveLength(0)
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
    expect(policy).toContain(`${["style-src 'self'", ...inlineStyleSources()].join(' ')};`)
    expect(policy).not.toContain('unsafe-inline')
    expect(policy).not.toContain('unsafe-eval')
  }
  expect(() => render({ VITE_API_URL: 'javascript:alert(1)', VITE_MOCK: 'false' }, ['--root', BUILD])).toThrow(
    /must be http/,
  )
  // The policy is made for one build's index.html: without it there is nothing to render.
  expect(() => render({}, ['--root', join(served.dir, 'no-build')])).toThrow(/index\.html/)
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
  // Home painted from the HTML, with its script, for a visitor with a session.
  await page.goto('/')
  await homeShown(page)

  await page.goto('/profile/devices')
  await expect(page.locator('main#main')).toBeVisible()
  await page.goto('/wallet/history')
  await expect(page.locator('main#main')).toBeVisible()
  expect(await violations()).toEqual([])

  // sonner's rules arrive with the app's own stylesheet, not as the <style> sonner would inject at run
  // time, which the policy blocks (a production build's one <style> is index.html's, allowed by hash).
  const sonnerStyled = await page.evaluate(() =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) => rule.cssText.includes('data-sonner-toaster')),
    ),
  )
  expect(sonnerStyled).toBe(true)
  expect(await page.locator('style').count()).toBe(inlineStyleSources().length)
  expect(cspMessages).toEqual([])
})

test.describe('framing', () => {
  // Another loopback origin (other port) that tries to frame the app.
  let framer: Server | undefined
  let framerOrigin = ''

  test.beforeAll(async () => {
    framer = createServer((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8')
      response.end(
        `<!doctype html><title>framer</title><iframe name="app" title="app" src="${served.origin}/auth"></iframe>`,
      )
    })
    await new Promise<void>((done) => framer?.listen(0, '127.0.0.1', done))
    const address = framer.address()
    if (typeof address !== 'object' || address === null) throw new Error('the framing page has no port')
    framerOrigin = `http://127.0.0.1:${address.port}`
  })

  test.afterAll(async () => {
    await new Promise((done) => (framer ? framer.close(done) : done(undefined)))
  })

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
    expect(frame?.url()).not.toContain(`${served.origin}/auth`)
    expect(await frame?.locator('#root').count()).toBe(0)
  })
})
