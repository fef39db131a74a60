import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { replaceSonnerInjection, SONNER_ENTRY } from './sonner-stylesheet'

const sonnerEntry = createRequire(import.meta.url)
  .resolve('sonner')
  .replace(/index\.js$/, 'index.mjs')

describe('sonner stylesheet', () => {
  it('recognises the installed sonner module', () => {
    expect(sonnerEntry).toMatch(SONNER_ENTRY)
  })

  it('swaps the installed sonner’s style injection for its shipped stylesheet', () => {
    const output = replaceSonnerInjection(readFileSync(sonnerEntry, 'utf8'))
    expect(output).toContain('import("./styles.css");')
    expect(output).not.toMatch(/__insertCSS\("/)
  })

  it('fails the build when sonner stops injecting that way', () => {
    expect(() => replaceSonnerInjection('export const toast = () => {}')).toThrow(/sonner no longer calls __insertCSS/)
  })
})
