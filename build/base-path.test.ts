import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { resolveConfig } from 'vite'
import { describe, expect, it } from 'vitest'

// vite.config.ts as `vite build --base …` resolves it.
const configFile = join(dirname(fileURLToPath(import.meta.url)), '../vite.config.ts')

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
