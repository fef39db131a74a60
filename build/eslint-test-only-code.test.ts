import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The project's own lint config, on code the app or its mock might hold.
const eslint = new ESLint()
async function problems(path: string, code: string) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'test-only/no-test-branch').map((m) => m.message)
}

describe('the lint rule against test-only branches', () => {
  it('refuses the ways of asking whether a test runs, in the app and in the mock', async () => {
    expect(await problems('src/routes/__root.tsx', "export const on = import.meta.env.MODE !== 'test'")).toEqual([
      'import.meta.env.MODE asks whether a test is running: leave the difference to the test configuration (vite.config.ts).',
    ])
    expect(await problems('src/lib/reconnect.ts', "export const on = import.meta.env['MODE'] === 'test'")).toHaveLength(
      1,
    )
    expect(await problems('mocks/db.ts', 'export const on = Boolean(process.env.VITEST)')).toHaveLength(1)
    expect(await problems('src/main.tsx', 'export const on = Boolean(import.meta.vitest)')).toHaveLength(1)
    expect(await problems('src/main.tsx', "export const on = 'test' === process.env.NODE_ENV")).toHaveLength(1)
  })

  it('lets the app read its configuration, and tests ask what they like', async () => {
    expect(
      await problems(
        'src/routes/__root.tsx',
        "export const on = import.meta.env.DEV && import.meta.env.VITE_DEVTOOLS !== 'off'",
      ),
    ).toEqual([])
    expect(await problems('src/main.tsx', "export const on = process.env.NODE_ENV === 'production'")).toEqual([])
    expect(await problems('src/lib/online.test.ts', "export const on = import.meta.env.MODE === 'test'")).toEqual([])
  })
})
