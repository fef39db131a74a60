import { describe, expect, it } from 'vitest'
import { routeWithoutToken } from './record-app'

describe('a recorded page', () => {
  it.each([
    ['/auth', '?token=T0K&link=https%3A%2F%2Fa.example', '/auth?link=https%3A%2F%2Fa.example'],
    ['/auth', '?token=T0K', '/auth'],
    ['/wallet/history', '?status=ok', '/wallet/history?status=ok'],
    ['/', '', '/'],
  ])('%s%s is kept as %s', (pathname, search, recorded) => {
    expect(routeWithoutToken(pathname, search)).toBe(recorded)
  })
})
