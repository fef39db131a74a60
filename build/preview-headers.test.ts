import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { http, passthrough } from 'msw'
import { preview, type PreviewServer } from 'vite'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { headersFile, writeStaticHostFiles } from '../deploy/static-host-files.mjs'
import { server as mockBackend } from '../mocks/node'
import { headersFor, parseHeadersFile } from './preview-headers'

const configFile = join(dirname(fileURLToPath(import.meta.url)), '../vite.config.ts')
const dir = mkdtempSync(join(tmpdir(), 'lk-preview-headers-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('a _headers file, read as the static hosts read it', () => {
  const rules = parseHeadersFile(headersFile('/preview/pr-7/', [['X-Frame-Options', 'DENY']]))

  it.each([
    [
      '/preview/pr-7/assets/index-abc.js',
      { 'X-Frame-Options': 'DENY', 'Cache-Control': 'public, max-age=31536000, immutable' },
    ],
    ['/preview/pr-7/', { 'X-Frame-Options': 'DENY', 'Cache-Control': 'no-cache' }],
    ['/preview/pr-7/index.html', { 'X-Frame-Options': 'DENY', 'Cache-Control': 'no-cache' }],
    ['/preview/pr-7/profile/devices', { 'X-Frame-Options': 'DENY' }],
    ['/preview/pr-70/', {}],
    ['/', {}],
  ])('gives %s its rules’ headers', (path, expected) => {
    expect(headersFor(rules, path)).toEqual(expected)
  })

  it('joins a header that several rules set, as both hosts do', () => {
    const joined = parseHeadersFile('/*\n  Link: <a>\n# a comment\n/x\n  Link: <b>\n')
    expect(headersFor(joined, '/x')).toEqual({ Link: '<a>, <b>' })
  })
})

describe('vite preview', () => {
  let server: PreviewServer | undefined
  afterEach(async () => {
    await server?.close()
    vi.unstubAllEnvs()
  })

  it('sends the _headers of the build it serves, whatever the shell’s variables', async () => {
    const outDir = join(dir, 'production')
    mkdirSync(outDir)
    writeFileSync(join(outDir, 'index.html'), '<script>theme()</script><script type="module" src="/a.js"></script>')
    writeStaticHostFiles({
      root: outDir,
      base: '/',
      mock: false,
      apiUrl: 'https://api.example.test',
      gatewayUrl: 'https://gw.example.test',
    })
    // The shell that previews it names no backend: a mock build's policy, were it built from that.
    vi.stubEnv('VITE_API_URL', '')
    vi.stubEnv('VITE_GATEWAY_URL', '')
    vi.stubEnv('VITE_MOCK', 'true')
    server = await preview({
      configFile,
      logLevel: 'silent',
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0 },
    })
    const origin = server.resolvedUrls?.local[0] ?? ''
    // The tests' mock backend answers every other request; this one goes to the preview.
    mockBackend.use(http.get(`${origin}*`, () => passthrough()))
    const rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'))
    for (const path of ['/', '/index.html', '/profile/devices', '/favicon.svg']) {
      const answer = await fetch(new URL(path, origin))
      const expected = headersFor(rules, path)
      expect(expected['Content-Security-Policy'], path).toContain(
        "connect-src 'self' https://api.example.test https://gw.example.test",
      )
      for (const [name, value] of Object.entries(expected))
        expect(answer.headers.get(name), `${name} on ${path}`).toBe(value)
    }
  })
})
