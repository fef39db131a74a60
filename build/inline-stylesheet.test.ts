import { describe, expect, it } from 'vitest'
import { inlineStylesheets } from './inline-stylesheet'

const html = (link: string) => `<head>\n    ${link}\n  </head>`

describe('inline stylesheet', () => {
  it('replaces the built stylesheet link with its rules', () => {
    const output = inlineStylesheets(
      html('<link rel="stylesheet" crossorigin href="/assets/style-abc.css">'),
      (href) => (href === '/assets/style-abc.css' ? '.loading{display:flex}' : undefined),
    )
    expect(output).toBe(html('<style>.loading{display:flex}</style>'))
  })

  it('keeps a "</style" inside the rules from ending the element', () => {
    const output = inlineStylesheets(
      html('<link rel="stylesheet" href="/a.css">'),
      () => '.a::after{content:"</style>"}',
    )
    expect(output).toBe(html('<style>.a::after{content:"<\\/style>"}</style>'))
  })

  it('leaves other links alone', () => {
    const links = '<link rel="icon" href="/favicon.svg" /><link rel="modulepreload" crossorigin href="/assets/a.js">'
    expect(inlineStylesheets(links, () => '')).toBe(links)
  })

  it('fails the build when the linked stylesheet is not in the bundle', () => {
    expect(() => inlineStylesheets(html('<link rel="stylesheet" href="/assets/gone.css">'), () => undefined)).toThrow(
      /gone\.css is not in the bundle/,
    )
  })
})
