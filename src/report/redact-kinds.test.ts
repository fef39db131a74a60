import { describe, expect, it } from 'vitest'
import { holdsNoSecret, SECRET_FIELDS, secretField, secretHeader } from './redact-kinds'

// The tables of what is secret by its name: one case per entry and per boundary.

describe('secretField', () => {
  it.each(SECRET_FIELDS)('knows %s by its name, in any letter case and inside brackets', (name) => {
    expect(secretField(name)).toBe(name)
    expect(secretField(name.toUpperCase())).toBe(name)
    expect(secretField(`user[${name}]`)).toBe(name)
  })

  it.each(['confirmPassword', 'user_passwd', 'authToken', 'mySecret', 'x-apikey', 'sessionId', 'credentials'])(
    'finds a secret part in %s',
    (name) => {
      expect(secretField(name)).toBe('secret-field')
    },
  )

  it.each(['otp', 'PIN', 'pin_code', 'otpCode', 'sms-code', 'authCode', 'verificationCode'])(
    'knows the short secret word %s as a whole',
    (name) => {
      expect(secretField(name)).toBe('secret-field')
    },
  )

  it.each([
    'tokenType',
    'token_kind',
    'tokenExpires',
    'refresh_token_expires_in',
    'tokenExpiresAt',
    'passwordExpiry',
    'secretExpiration',
    'tokenTtl',
    'tokenLifetime',
    'sessionIdleTimeout',
    'passwordLength',
    'tokenCount',
    'passwordPolicy',
    'passwordStrength',
    'passwordRequired',
    'twoFactorTokenEnabled',
    'passwordChangedAt',
    'tokenUpdatedAt',
    'secretCreatedAt',
    // A digit before the next word still ends a word; a separator at the end adds none.
    'password2Strength',
    'passwordChangedAt_',
  ])('keeps %s, a field about a secret', (name) => {
    expect(secretField(name)).toBeUndefined()
  })

  it.each(['country_code', 'pinned', 'passwordReset', 'tokenValue'])('decides %s by its words', (name) => {
    expect(secretField(name)).toBe(name.startsWith('password') || name.startsWith('token') ? 'secret-field' : undefined)
  })

  it('reads names up to 128 characters, and an exact one in brackets at the end of a longer one', () => {
    expect(secretField(`${'a'.repeat(120)}password`)).toBe('secret-field')
    expect(secretField(`${'a'.repeat(121)}password`)).toBeUndefined()
    expect(secretField(`${'a'.repeat(200)}[token]`)).toBe('token')
  })
})

describe('secretHeader', () => {
  it.each([
    ['Proxy-Authorization', true],
    ['X-Api-Key', true],
    ['X-CSRF-Token', true],
    ['x-token', true],
    ['X-Tokens', false],
    ['Token', false],
    ['X-Request-Id', false],
  ])('%s: %s', (name, secret) => {
    expect(secretHeader(name)).toBe(secret)
  })
})

describe('holdsNoSecret', () => {
  it.each([null, undefined, '', true, false])('holds no secret: %j', (value) => {
    expect(holdsNoSecret('password', value)).toBe(true)
  })

  it('takes an error constant in a code field for what it is', () => {
    expect(holdsNoSecret('code', 'INVALID_CODE')).toBe(true)
    expect(holdsNoSecret('code', 'E_1')).toBe(true)
    expect(holdsNoSecret('code', 'INVALID')).toBe(false)
    expect(holdsNoSecret('code', 'invalid_code')).toBe(false)
    expect(holdsNoSecret('code', `A_${'B'.repeat(62)}`)).toBe(true)
    expect(holdsNoSecret('code', `A_${'B'.repeat(63)}`)).toBe(false)
    expect(holdsNoSecret('password', 'INVALID_CODE')).toBe(false)
    expect(holdsNoSecret('code', 123456)).toBe(false)
  })

  it('takes only a whole constant: a code beside one, or of mixed case, may be a secret', () => {
    expect(holdsNoSecret('code', '4f9a1 INVALID_CODE')).toBe(false)
    expect(holdsNoSecret('code', 'INVALID_CODE 4f9a1')).toBe(false)
    expect(holdsNoSecret('code', 'Xykq_Z9')).toBe(false)
  })
})
