import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { resolveConfig } from 'vite'
import { afterAll, describe, expect, it } from 'vitest'
import { buildSecurityHeaders } from '../deploy/csp.mjs'

// vite.config.ts as `vite build --base …` and `vite preview` resolve it.
const configFile = join(dirname(fileURLToPath(import.meta.url)), '../vite.config.ts')
const outDir = mkdtempSync(join(tmpdir(), 'lk-preview-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('the base path', () => {
  it('takes Vite’s own --base, with its trailing slash', async () => {
    const config = await resolveConfig({ configFile, base: '/preview/pr-7' }, 'build')
    expect(config.base).toBe('/preview/pr-7/')
    expect(config.define?.['import.meta.env.VITE_THEME_KEY']).toBe(JSON.stringify('theme@/preview/pr-7/'))
  })

  it.each(['/preview/pr-7/../../', '//evil.example/', 'https://evil.example/', './'])(
    'refuses %j, which would leave the preview',
    async (base) => {
      await expect(resolveConfig({ configFile, base }, 'build')).rejects.toThrow(
        /base must be a path of plain segments/,
      )
    },
  )
})

describe('vite preview', () => {
  it('sends the deployment’s security headers for the build it serves', async () => {
    writeFileSync(join(outDir, 'index.html'), '<script>theme()</script><script type="module" src="/a.js"></script>')
    const config = await resolveConfig({ configFile, build: { outDir } }, 'serve', 'production', 'production', true)
    const expected = Object.fromEntries(buildSecurityHeaders({ root: outDir, mock: true }))
    expect(config.preview.headers).toEqual(expected)
    expect(expected['Content-Security-Policy']).toContain("frame-ancestors 'none'")
  })
})
