import { describe, expect, it } from 'vitest'
import { standInScript, withPrerenderedScreen, type AppCode } from './prerender'
import { routePreloadScript } from './route-preload'
import type { PrerenderedRoute } from '../src/prerender/prerendered-routes'
import { RAIL_WIDTH, WIDE_WINDOW } from '../mocks/studio/panel/shell/panel-room'
import { FRAGMENT_KEY } from '../mocks/studio/link/fragment'

const code: AppCode = {
  entry: '/assets/index-abc.js',
  table: [
    ['^/auth/?$', ['/assets/auth-1.js']],
    ['^/profile/?$', ['/assets/profile-2.js']],
    ['^/', ['/assets/mock-3.js']],
  ],
}
const INDEX_HTML =
  `<head><script>theme()</script><script>${routePreloadScript(code.table)}</script>\n` +
  `<script type="module" crossorigin src="/assets/index-abc.js"></script></head>` +
  '<body>\n    <div id="root"><div class="loading loading-page"></div></div>\n</body>'
const auth: PrerenderedRoute = {
  path: '/auth',
  file: 'auth.html',
  guard: { sendsAway: 'signed-in', params: ['token'] },
}
const reset: PrerenderedRoute = { path: '/reset-password', file: 'reset-password.html' }
const page = (screen: string, html = INDEX_HTML) =>
  withPrerenderedScreen(html, { route: reset, screen, script: 'go()', code, base: '/' })

describe('a page painted at build time', () => {
  it('puts the screen, led by its script, in front of #root, which keeps its loading screen', () => {
    expect(page('<main><h1>Обновление пароля</h1></main>')).toContain(
      '<script>go()</script><div class="prerendered"><main><h1>Обновление пароля</h1></main></div>\n    <div id="root"><div class="loading loading-page">',
    )
  })

  it('leaves the app’s code to its script: no entry tag, no route preloader, the theme’s script kept', () => {
    const html = page('<main></main>')
    expect(html).not.toContain('index-abc.js')
    expect(html).not.toContain('var routes=')
    expect(html).toContain('<script>theme()</script>')
  })

  it('refuses an index.html whose entry tag it does not find', () => {
    expect(() => page('<main></main>', INDEX_HTML.replace('crossorigin ', ''))).toThrow(/not one entry script/)
  })

  // The deployed CSP allows only the build's own inline code, by hash.
  it.each([
    '<script>alert(1)</script>',
    '<style>main{color:red}</style>',
    '<div style="color:red"></div>',
    '<img src="x" onerror="alert(1)">',
  ])('refuses a screen with inline code or style: %s', (screen) => {
    expect(() => page(`<main>${screen}</main>`)).toThrow(/inline code or style/)
  })

  it('refuses an index.html without #root', () => {
    expect(() => page('<main></main>', INDEX_HTML.replace('<div id="root">', '<div>'))).toThrow(/no <div id="root">/)
  })

  it('gives the script the session key under the build’s base, the guard, and the route’s code', () => {
    expect(standInScript(auth, '/', code)).toMatch(
      /\)\(`access_token`,\{sendsAway:`signed-in`,params:\[`token`\]\},\{entry:`\/assets\/index-abc\.js`,preload:\[`\/assets\/auth-1\.js`,`\/assets\/mock-3\.js`\]\},null\);$/,
    )
    expect(standInScript(auth, '/preview/pr-7/', code)).toContain('(`access_token@/preview/pr-7/`,{sendsAway:')
    expect(standInScript(reset, '/', code)).toContain(
      '(`access_token`,null,{entry:`/assets/index-abc.js`,preload:[`/assets/mock-3.js`]},null)',
    )
  })

  it('gives a mock-backed build’s script what decides the studio’s room beside the page, under the base', () => {
    expect(standInScript(reset, '/preview/pr-7/', code, true)).toContain(
      `{wideWindow:\`${WIDE_WINDOW}\`,railWidth:${RAIL_WIDTH},tabMemoryKey:\`lk-mock-panel@/preview/pr-7/\`,linkFragment:\`${FRAGMENT_KEY}\`})`,
    )
  })
})
