import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { headersFor, parseHeadersFile } from '../../build/preview-headers'
import { expect, test } from './fixtures'
import type { LocalServer } from './local-server'
import { startStandInBackends } from './stand-in-backends'
import { shellWithout, startVitePreview, viteBuild } from './vite-build'

// `npm run preview` of a production build sends that build's headers, whatever the shell it runs in:
// built with its backends' addresses, previewed in a shell that has none of them.
test.describe.configure({ mode: 'serial' })

let backends: Awaited<ReturnType<typeof startStandInBackends>> | undefined
let preview: LocalServer | undefined
let dir = ''
const origin = () => preview?.origin ?? ''

test.beforeAll(async () => {
  // A production build on a machine other suites share.
  test.setTimeout(240_000)
  backends = await startStandInBackends()
  dir = mkdtempSync(join(tmpdir(), 'lk-preview-headers-'))
  await viteBuild(dir, {
    VITE_MOCK: 'false',
    VITE_API_URL: backends.general.origin,
    VITE_GATEWAY_URL: backends.gateway.origin,
  })
  preview = await startVitePreview(dir, shellWithout(['VITE_', 'PREVIEW_']))
})

test.afterAll(async () => {
  await preview?.stop()
  await backends?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

test('a production build signs in against its own backends, previewed in a shell without their addresses', async ({
  page,
}) => {
  // A first load of a build nothing has cached, a sign-in and home: at load 17 on two cores, 27 s.
  test.slow()
  await page.goto(`${origin()}/auth`)
  await page.getByLabel('Логин или email').fill('stand-in')
  await page.getByLabel('Пароль', { exact: true }).fill('Secret1234')
  await page.getByRole('button', { name: 'Войти', exact: true }).click()
  await expect(page.getByText('Успешный вход')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Здравствуйте, Ольга!' })).toBeVisible()
  await expect(page.getByText('Сервер Minecraft')).toBeVisible()
  expect(backends?.gateway.calls).toEqual(
    expect.arrayContaining([
      'POST /authms/api/Auth/login',
      'POST /authms/api/Auth/user',
      'GET /serversms/api/Servers/owner/services',
    ]),
  )
})

test('every answer carries the headers the build wrote into its _headers', async ({ request }) => {
  const rules = parseHeadersFile(readFileSync(join(dir, '_headers'), 'utf8'))
  const policy = headersFor(rules, '/')['Content-Security-Policy']
  expect(policy).toContain(`connect-src 'self' ${backends?.general.origin} ${backends?.gateway.origin}`)
  const asset = readFileSync(join(dir, 'index.html'), 'utf8').match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? ''
  for (const path of ['/', '/index.html', '/auth', '/profile/devices', '/favicon.svg', asset]) {
    const headers = (await request.get(`${origin()}${path}`)).headers()
    const expected = Object.entries(headersFor(rules, path))
    expect(expected.length, path).toBeGreaterThanOrEqual(5)
    for (const [name, value] of expected) expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value)
  }
})
