import { describe, expect, it } from 'vitest'
import { appPage, followablePage } from './app-page'

const origin = 'https://lk.example'

describe('followablePage: where ?redirect= may lead after sign-in', () => {
  it.each([
    ['/profile', '/profile'],
    ['/profile/devices?x=1', '/profile/devices?x=1'],
    ['/profile#section', '/profile'],
    [`/auth?redirect=${encodeURIComponent('/profile')}`, `/auth?redirect=${encodeURIComponent('/profile')}`],
    [`${origin}/wallet/history`, '/wallet/history'],
    ['', '/'],
  ])('follows %s to %s', (value, path) => {
    expect(followablePage(value, origin)).toBe(path)
  })

  it.each([
    '/oauth?access_token=abc',
    '/oauth',
    '/auth?token=abc',
    '/auth?link=https%3A%2F%2Flk.example%2F',
    `/auth?redirect=${encodeURIComponent('/oauth#access_token=abc')}`,
    '//evil.example/profile',
    'https://evil.example/profile',
    '/\\evil.example',
    '/payments',
  ])('never follows %s', (value) => {
    expect(followablePage(value, origin)).toBeUndefined()
  })

  it.each([undefined, null, 42, ['/profile'], { href: '/profile' }])(
    'never follows a value that is not text: %j',
    (value) => {
      expect(followablePage(value, origin)).toBeUndefined()
    },
  )

  it('takes this page’s origin when none is given', () => {
    expect(followablePage(`${location.origin}/profile`)).toBe('/profile')
    expect(followablePage('https://evil.example/profile')).toBeUndefined()
  })
})

describe('appPage', () => {
  it('names what it dropped, once each, the fragment last', () => {
    expect(appPage('/auth?token=a&link=b&token=c#x', origin)).toEqual({
      ok: true,
      path: '/auth',
      dropped: ['token', 'link', '#'],
    })
  })

  it('tells a hand-off from a page elsewhere', () => {
    expect(appPage('/oauth?code=1', origin)).toEqual({ ok: false, reason: 'hand-off' })
    expect(appPage('/elsewhere', origin)).toEqual({ ok: false, reason: 'elsewhere' })
    expect(appPage('http://[', origin)).toEqual({ ok: false, reason: 'elsewhere' })
  })
})
