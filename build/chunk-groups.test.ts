import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHUNK_GROUPS, QUERY_HOOK_FILES } from './chunk-groups'

const nodeModules = join(dirname(import.meta.dirname), 'node_modules')
const group = (name: string) => CHUNK_GROUPS.find((candidate) => candidate.name === name)

describe('chunk groups', () => {
  it.each(QUERY_HOOK_FILES)('%s still exists in the installed package', (file) => {
    expect(existsSync(join(nodeModules, file))).toBe(true)
  })

  it.each(QUERY_HOOK_FILES)('%s joins the signed-in screens’ group', (file) => {
    expect(group('ui-screens')?.test?.test(join(nodeModules, file))).toBe(true)
  })

  it.each([
    ['mock', '/repo/mocks/handlers/auth.ts', true],
    ['mock', '/repo/mocks/db.ts', true],
    ['mock', '/repo/mocks/pages/payment-provider.ts', false],
    ['mock', '/repo/mocks/studio/panel/shell/mount.tsx', false],
    ['mock', '/repo/mocks/studio/rules/rules.ts', true],
    ['mock', '/repo/mocks/studio/panel/rules/rules-section.tsx', false],
    ['mock', '/repo/mocks/studio/journal/timeline.ts', true],
    ['mock', '/repo/mocks/studio/panel/journal/timeline-section.tsx', false],
    ['mock', '/repo/mocks/studio/link/fragment.ts', true],
    ['mock', '/repo/mocks/studio/link/link-codec.ts', false],
    ['mock', '/repo/mocks/studio/journal/har-export.ts', false],
    ['mock', '/repo/mocks/studio/data/data-diff.ts', false],
    ['ui', '/repo/src/ui/button.tsx', true],
    ['ui', '/repo/src/ui/modal.tsx', false],
    ['ui', '/repo/src/lib/preloaded-component.ts', true],
    ['ui', '/repo/src/ui/use-back-forward-return.ts', true],
    ['ui-screens', '/repo/src/ui/modal.tsx', true],
    ['ui-screens', '/repo/node_modules/@tanstack/react-query/build/modern/useMutation.js', false],
    ['ui-screens', '/repo/src/api/user.ts', true],
    ['ui-screens', '/repo/src/ui/clipped-text.tsx', true],
    ['ui-screens', '/repo/src/api/list-entries.ts', true],
  ])('group %s takes %s: %s', (name, module, taken) => {
    expect(group(name)?.test?.test(module)).toBe(taken)
  })
})
