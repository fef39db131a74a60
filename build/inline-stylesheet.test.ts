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

describe('the deployed policy and the inlined stylesheet', () => {
  it('allows exactly that stylesheet, by its hash', async () => {
    const { contentSecurityPolicy, inlineHashes } = await import('../deploy/csp.mjs')
    const page = inlineStylesheets(html('<link rel="stylesheet" href="/a.css">'), () => '.a{color:red}')
    const inline = inlineHashes(page)
    const policy = contentSecurityPolicy({
      mock: false,
      apiUrl: 'https://api.test',
      gatewayUrl: 'https://gw.test',
      inline,
    })
    const { createHash } = await import('node:crypto')
    const hash = createHash('sha256').update('.a{color:red}').digest('base64')
    expect(policy).toContain(`style-src 'self' 'sha256-${hash}';`)
  })
})
