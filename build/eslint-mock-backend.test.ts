import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The project's own lint config, on code a backend module might hold.
const eslint = new ESLint()
async function problems(path: string, code: string) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'mock-backend/no-panel-code').map((m) => m.message)
}

describe('the mock backend lint rule', () => {
  it('refuses panel code and React in a handler, the data or the rule engine', async () => {
    expect(
      await problems('mocks/handlers/devices.ts', "import { MockPanel } from '../studio/panel/shell/mock-panel'"),
    ).toEqual(['The mock backend must not load studio panel code (mocks/studio/panel/shell/mock-panel.tsx).'])
    expect(
      await problems('mocks/db.ts', "export { RulesSection } from '@mocks/studio/panel/rules/rules-section'"),
    ).toHaveLength(1)
    expect(await problems('mocks/studio/rules/rules.ts', "import { useState } from 'react'")).toHaveLength(1)
    expect(await problems('mocks/handle.ts', "void import('./studio/panel/data/data-form')")).toHaveLength(1)
  })

  it('lets the backend use its own modules, and types from anywhere', async () => {
    expect(await problems('mocks/handlers/scenario.ts', "import { getRules } from '../studio/rules/rules'")).toEqual([])
    expect(
      await problems('mocks/handlers/scenario.ts', "import type { UserChange } from '../studio/data/user-form'"),
    ).toEqual([])
  })

  it('lets panel modules use each other', async () => {
    expect(
      await problems('mocks/studio/panel/shared/use-studio.ts', "import { useSyncExternalStore } from 'react'"),
    ).toEqual([])
    expect(await problems('mocks/studio/panel/rules/use-rule-drag.ts', "import { useState } from 'react'")).toEqual([])
  })
})
