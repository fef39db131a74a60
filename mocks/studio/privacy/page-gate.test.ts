import { describe, expect, it } from 'vitest'
import { PAGE_LIMIT } from '@/api/app-page'
import { gatePage } from './page-gate'

const origin = 'https://lk.example'
const opened = (page: string) => gatePage(page, origin).path
const nested = (page: string) => encodeURIComponent(page)

describe('gatePage', () => {
  it.each([
    ['/', '/'],
    ['/auth', '/auth'],
    ['/reset-password', '/reset-password'],
    ['/profile/devices', '/profile/devices'],
    ['/profile/devices/', '/profile/devices/'],
    ['/profile', '/profile'],
    ['/profile/', '/profile/'],
    ['/wallet/history?page=2#top', '/wallet/history?page=2'],
    ['/auth?link=https%3A%2F%2Fevil.example&token=abc', '/auth'],
    ['/auth?LINK=https%3A%2F%2Fevil.example', '/auth'],
    ['/auth?Token=abc&error=yandex', '/auth?error=yandex'],
    ['/auth?token=abc', '/auth'],
    ['/?token=abc&payment=success', '/?payment=success'],
    // /oauth hands its query and fragment to the sign-in callback, whatever they are.
    ['/oauth', '/'],
    ['/oauth/', '/'],
    ['/oauth#access_token=abc', '/'],
    ['/oauth?access_token=abc', '/'],
    ['/oauth?code=1&state=2', '/'],
    ['/OAUTH?access_token=abc', '/'],
    ['/profile/../oauth?access_token=abc', '/'],
    // A redirect is followed after sign-in: it passes the same gate whole, or goes.
    [`/auth?redirect=${nested('/profile')}`, `/auth?redirect=${nested('/profile')}`],
    [`/auth?redirect=${nested('/wallet/history?page=2')}`, `/auth?redirect=${nested('/wallet/history?page=2')}`],
    [`/auth?redirect=${nested('/oauth?access_token=abc')}`, '/auth'],
    [`/auth?redirect=${nested('/oauth')}&error=yandex`, '/auth?error=yandex'],
    [`/auth?REDIRECT=${nested('/oauth')}`, '/auth'],
    [`/auth?redirect=${nested('/auth?token=abc')}`, '/auth'],
    [`/auth?redirect=${nested('/auth?link=https://evil.example')}`, '/auth'],
    [`/auth?redirect=${nested(`/auth?redirect=${nested('/oauth?access_token=abc')}`)}`, '/auth'],
    [`/auth?redirect=${nested('https://evil.example/')}`, '/auth'],
    [`/auth?redirect=${nested('//evil.example/')}`, '/auth'],
    [`/auth?redirect=${nested('/payments')}`, '/auth'],
    [`/auth?redirect=${nested('/profile')}&redirect=${nested('/oauth')}`, '/auth'],
    ['/#lk-mock=1.abc', '/'],
    ['/profile/../auth?link=x', '/auth'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['http://lk.example/profile', '/'],
    [`${origin}/profile`, '/profile'],
    ['javascript:alert(1)', '/'],
    ['/javascript:alert(1)', '/'],
    ['/payments', '/'],
    ['/profile/devices/x', '/'],
    ['/%61uth?link=x', '/'],
    ['/auth%3Flink%3Dx', '/'],
    ['profile', '/profile'],
    ['/line\nbreak', '/'],
    ['http://[', '/'],
    [`/?q=${'a'.repeat(PAGE_LIMIT - 4)}`, `/?q=${'a'.repeat(PAGE_LIMIT - 4)}`],
    [`/?q=${'a'.repeat(PAGE_LIMIT - 3)}`, '/'],
  ])('%s opens %s', (page, path) => {
    expect(opened(page)).toBe(path)
  })

  it('says what it replaced or dropped, and nothing for a plain route', () => {
    expect(gatePage('/profile', origin).note).toBeUndefined()
    expect(gatePage(`/auth?redirect=${nested('/profile#x')}`, origin).note).toBeUndefined()
    expect(gatePage('//evil.example/x', origin).note).toBe(
      'Страница «//evil.example/x» — не страница портала, поэтому открыта главная.',
    )
    expect(gatePage('/oauth?access_token=abc', origin).note).toBe(
      'Страница «/oauth?access_token=abc» — передаёт вход через Яндекс дальше, поэтому открыта главная.',
    )
    expect(gatePage('/auth?link=x&token=y#z', origin).note).toBe(
      'Из адреса страницы убрано: параметр link, параметр token, часть после #. Открыта страница /auth.',
    )
    expect(gatePage(`/auth?redirect=${nested('/oauth?code=1')}`, origin).note).toBe(
      'Из адреса страницы убрано: параметр redirect. Открыта страница /auth.',
    )
  })

  it('shows a long page cut to 80 characters', () => {
    const page = `/x${'b'.repeat(100)}`
    expect(gatePage(page, origin).note).toBe(
      `Страница «${page.slice(0, 80)}…» — не страница портала, поэтому открыта главная.`,
    )
    expect(gatePage(page.slice(0, 80), origin).note).toContain(`«${page.slice(0, 80)}»`)
  })
})
