import { describe, expect, it } from 'vitest'
import { redactHar } from './redact'

// What is named like a secret without being one stays as it was, for support it is often the clue:
// a token's type and lifetime, yes/no flags, an error's constant in `code`. Secrets beside them go.

const SECRET = 'S3cret-Value_42'

const LOOK_ALIKES: [string, unknown][] = [
  ['a token’s type', { tokenType: 'Bearer', token_type: 'Bearer', TokenKind: 'refresh' }],
  [
    'a token’s or password’s time and size',
    {
      accessTokenExpiresAt: '2026-11-20T10:00:00Z',
      refresh_token_expires_in: 3600,
      tokenTTL: 900,
      sessionIdleTimeout: 1800,
      passwordChangedAt: '2026-01-02',
      passwordMinLength: 8,
    },
  ],
  ['yes, no and nothing', { hasPassword: true, isTwoFactorCode: false, secret: false, password: null }],
  ['an error’s constant in code', { code: 'INVALID_CODE', message: 'Неверный код' }],
  ['a token’s type and lifetime in a query', { url: 'https://h/cb?token_type=Bearer&expires_in=3600' }],
  ['an error’s constant in a form body', { text: 'code=TOO_MANY_ATTEMPTS&token_type=Bearer' }],
  [
    'all of them in cut-off JSON',
    { text: '{"tokenType": "Bearer", "hasPassword": true, "password": null, "code": "USER_BLOCKED", "a": [' },
  ],
]

describe('redactHar on names that only look secret', () => {
  it.each(LOOK_ALIKES)('keeps %s', (_case, input) => {
    expect(redactHar(input)).toEqual({ value: input, counts: {} })
  })

  it.each([
    ['a token beside its type', { access_token: SECRET, token_type: 'Bearer' }, 'Bearer'],
    ['the same in a query', { url: `https://h/cb?access_token=${SECRET}&token_type=Bearer` }, 'Bearer'],
    ['a one-time code beside an error’s constant', { code: '123456', error: { code: 'EXPIRED_CODE' } }, 'EXPIRED'],
    ['a code that is a number', { code: 123456, hasPassword: true }, 'true'],
    ['an OAuth code in mixed case', { text: `code=Ab3_dE9xQ&state=1` }, 'state=1'],
    ['a token named by its last word', { resetPasswordToken: SECRET, tokenValue: SECRET }, '{'],
    ['a literal-looking string in cut-off JSON', { text: `{"password": "true", "pin": 1234, "a": [` }, 'pin'],
  ])('still hides %s', (_case, input, kept) => {
    const text = JSON.stringify(redactHar(input).value)
    expect(text).not.toContain(SECRET)
    expect(text).not.toMatch(/123456|Ab3_dE9xQ|"true"|1234\b/)
    expect(text).toContain(kept)
  })
})
