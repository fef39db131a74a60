import type { Plugin } from 'vite'

// Mock-backed builds only: MSW keeps a cookie jar (tough-cookie, with tldts's public suffix list)
// for cookies that mocked responses set. Ours set none, yet the jar was a third of the mock bundle,
// all on the preview build's critical path (main.tsx awaits the mock before the first render), and
// MSW consults it for every handler it tries on every request (docs/performance.md).
// An empty jar stands in; a mocked Set-Cookie is reported, never silently dropped.
// Upstream: the jar came with https://github.com/mswjs/msw/pull/2206 and msw 3.0.5 still depends on
// tough-cookie; tough-cookie keeps the public suffix list on purpose
// (https://github.com/salesforce/tough-cookie/pull/265). msw offers no way to opt out.
export const MSW_COOKIE_STORE = /[\\/]msw[\\/]lib[\\/]core[\\/]utils[\\/]cookieStore\.mjs$/
const EMPTY_COOKIE_JAR = '\0lk:msw-empty-cookie-jar'

/** The methods MSW calls on its cookie store; build/msw-empty-cookie-jar.test.ts checks MSW's code against it. */
export const EMPTY_COOKIE_JAR_SOURCE = `export const cookieStore = {
  getCookies() { return [] },
  async setCookie(cookie) { console.error('The mock backend does not keep cookies; ignored Set-Cookie:', cookie) },
}
`

export function mswEmptyCookieJar(mock: boolean): Plugin {
  return {
    name: 'lk:msw-empty-cookie-jar',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!mock || !source.endsWith('cookieStore.mjs')) return null
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true })
      return resolved && MSW_COOKIE_STORE.test(resolved.id) ? EMPTY_COOKIE_JAR : null
    },
    load(id) {
      return id === EMPTY_COOKIE_JAR ? EMPTY_COOKIE_JAR_SOURCE : null
    },
  }
}
