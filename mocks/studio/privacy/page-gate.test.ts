import { describe, expect, it } from 'vitest'
import { gatePage } from './page-gate'

const origin = 'https://lk.example'
const opened = (page: string) => gatePage(page, origin).path

describe('gatePage', () => {
  it.each([
    ['/profile/devices', '/profile/devices'],
    ['/profile', '/profile'],
    ['/profile/', '/profile/'],
    ['/wallet/history?page=2#top', '/wallet/history?page=2'],
    ['/auth?link=https%3A%2F%2Fevil.example&token=abc', '/auth'],
    ['/auth?LINK=https%3A%2F%2Fevil.example', '/auth'],
    ['/auth?token=abc', '/auth'],
    ['/oauth#access_token=abc', '/oauth'],
    ['/#lk-mock=1.abc', '/'],
    ['/profile/../auth?link=x', '/auth'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    [`${origin}/profile`, '/profile'],
    ['javascript:alert(1)', '/'],
    ['/javascript:alert(1)', '/'],
    ['/payments', '/'],
    ['/%61uth?link=x', '/'],
    ['/auth%3Flink%3Dx', '/'],
    ['profile', '/profile'],
    ['/line\nbreak', '/'],
    [`/?q=${'a'.repeat(2100)}`, '/'],
  ])('%s opens %s', (page, path) => {
    expect(opened(page)).toBe(path)
  })

  it('says what it replaced or dropped, and nothing for a plain route', () => {
    expect(gatePage('/profile', origin).note).toBeUndefined()
    expect(gatePage('//evil.example/x', origin).note).toBe(
      'Страница «//evil.example/x» — не страница портала, поэтому открыта главная.',
    )
    expect(gatePage('/auth?link=x&token=y', origin).note).toBe(
      'Из адреса страницы убрано: параметр link, параметр token. Открыта страница /auth.',
    )
  })
})
