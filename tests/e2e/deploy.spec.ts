import { expect } from './fixtures'
import { assetPath, serveBuildWithNginx, test } from './nginx-deploy'

/** The build as nginx serves it: every address answers, assets are cached and compressed. */
serveBuildWithNginx()

test('deep links are answered with index.html and 200', async ({ request }) => {
  for (const path of ['/profile/devices', '/wallet/history', '/profile', '/auth', '/reset-password', '/no-such-page']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toContain('text/html')
    expect(await response.text(), path).toContain('<div id="root">')
  }
  // A missing hashed file is a real 404 (a stale tab must not get HTML as JavaScript).
  expect((await request.get('/assets/missing-chunk.js')).status()).toBe(404)
})

test('the open pages and home are answered with their screen painted at build time, the rest without one', async ({
  request,
}) => {
  const screen = (html: string) => /<div class="prerendered"[^>]*>[\s\S]*?<div id="root">/.exec(html)?.[0] ?? ''
  const signIn = screen(await (await request.get('/auth?token=abc&redirect=%2Fprofile')).text())
  expect(signIn).toContain('Логин или email')
  const reset = await request.get('/reset-password')
  expect(reset.headers()['cache-control']).toBe('no-cache')
  expect(screen(await reset.text())).toContain('Укажите почту, пароль к которой вы забыли')
  const home = await request.get('/?payment=success')
  expect(home.headers()['cache-control']).toBe('no-cache')
  expect(screen(await home.text())).toContain('Бесплатный хостинг на 24 часа')
  for (const path of ['/index.html', '/profile', '/no-such-page', '/home'])
    expect(screen(await (await request.get(path)).text()), path).toBe('')
})

test('hashed assets are cached for a year, index.html and the unhashed worker are revalidated', async ({ request }) => {
  const asset = await request.get(await assetPath())
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  for (const path of ['/', '/index.html', '/profile/devices', '/mock-worker.js', '/mockServiceWorker.js']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe('no-cache')
  }
})

test('text is sent brotli-compressed to browsers that accept it and gzipped to the rest', async ({ request }) => {
  const asset = await assetPath()
  for (const path of [asset, '/', '/profile/devices']) {
    const brotli = await request.get(path, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(brotli.headers()['content-encoding'], path).toBe('br')
    expect(brotli.headers()['vary'], path).toMatch(/Accept-Encoding/i)
    const gzip = await request.get(path, { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers()['content-encoding'], path).toBe('gzip')
    // Both decode to the same file.
    expect(await brotli.text(), path).toBe(await gzip.text())
  }
})
