import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

// The project's own lint config on code a module might hold: each crossing fails, however the path is
// spelled; what the directions allow passes.
const eslint = new ESLint()
const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports'])

async function crossings(path: string, code: string) {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: path })
  return (result?.messages ?? []).filter((message) => BOUNDARY_RULES.has(message.ruleId ?? '')).length
}

describe('the import directions', () => {
  // The first lint loads the config, its plugins and the resolver.
  beforeAll(() => crossings('src/lib/x.ts', ''), 120_000)

  it.each([
    [
      'a feature, another feature’s internals',
      'src/features/auth/x.ts',
      "import { x } from '@/features/report/report-dialog'",
    ],
    ['a feature, the same relatively', 'src/features/auth/x.ts', "import { x } from '../report/report-dialog'"],
    ['a feature, another one by a lazy import', 'src/features/home/x.ts', "void import('../wallet/top-up-form')"],
    [
      'a feature that exports, another feature’s entry',
      'src/features/theme/x.ts',
      "import { x } from '../report/report-button'",
    ],
    ['the floor, the layer above', 'src/lib/x.ts', "import { x } from '../api/send'"],
    ['the HTTP layer, a feature', 'src/api/x.ts', "import type { X } from '@/features/wallet/payment-labels'"],
    ['a route file, the router itself', 'src/routes/x.tsx', "import type { X } from '@/router'"],
    [
      'the rule engine, the import above it',
      'mocks/studio/rules/x.ts',
      "import { x } from '../import/har-import-plan'",
    ],
    [
      'the rule engine, a type from above it',
      'mocks/studio/rules/x.ts',
      "import type { X } from '@mocks/studio/link/repro-schema'",
    ],
    ['the studio’s model, the panel', 'mocks/studio/link/x.ts', "import { x } from '../panel/shared/panel-actions'"],
    [
      'a panel section, another section',
      'mocks/studio/panel/journal/x.tsx',
      "import { x } from '../link/link-actions'",
    ],
    ['the panel kit, a section', 'mocks/studio/panel/kit/x.tsx', "import { x } from '../rules/rule-item'"],
    ['a handler, a component of the app', 'mocks/handlers/x.ts', "import { Modal } from '@/ui/modal'"],
    ['a handler, React', 'mocks/handlers/x.ts', "import { useState } from 'react'"],
    ['the studio, the app’s token', 'mocks/studio/link/x.ts', "import { getToken } from '../../../src/api/token'"],
  ])('refuses %s', async (_case, path, code) => {
    expect(await crossings(path, code)).toBe(1)
  })

  it.each([
    [
      'a feature, another feature’s entry',
      'src/features/shell/x.tsx',
      "import { x } from '@/features/report/report-button'",
    ],
    [
      'a feature, the layers below',
      'src/features/wallet/x.ts',
      "import { x } from '@/api/send'\nimport { y } from '@/ui/modal'",
    ],
    ['a route file, any feature', 'src/routes/x.tsx', "import { x } from '@/features/wallet/top-up-form'"],
    ['the import, the rule engine below', 'mocks/studio/import/x.ts', "import { x } from '../rules/rule-schema'"],
    ['the panel shell, its sections', 'mocks/studio/panel/shell/x.tsx', "void import('../rules/rules-section')"],
    ['a handler, a React type', 'mocks/handlers/x.ts', "import type { ReactNode } from 'react'"],
    [
      'the studio’s bridge, the app’s token',
      'mocks/studio/core/app-bridge.ts',
      "import { getToken } from '@/api/token'",
    ],
  ])('lets %s through', async (_case, path, code) => {
    expect(await crossings(path, code)).toBe(0)
  })
})
