import { describe, expect, it } from 'vitest'
import { redirectsFile } from '../deploy/static-host-files.mjs'
import { parseRewrites } from './preview-redirects'

describe('the addresses `vite preview` answers with another page', () => {
  it.each(['/', '/preview/pr-7/'])(
    'are the painted pages’ of a build under %s, and the home’s file name the fallback’s',
    (base) => {
      const rewrites = parseRewrites(redirectsFile(base, ['auth.html', 'home.html', 'index.html']))
      expect([...rewrites]).toEqual([
        [`${base}auth`, `${base}auth.html`],
        [base, `${base}home.html`],
        [`${base}home`, `${base}index.html`],
      ])
    },
  )

  it('leave out comments, redirects of another status and lines it cannot read', () => {
    const text = '# /x  /y.html  200\n/old  /new  301\n/half\n\n  /z  /z.html  200  \n'
    expect([...parseRewrites(text)]).toEqual([['/z', '/z.html']])
  })
})
