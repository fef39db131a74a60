import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { placeholderFor } from './placeholder'
import { redactHar } from './redact'
import type { RedactionKind } from './redact-kinds'

const fixture: unknown = JSON.parse(readFileSync('tests/fixtures/customer.har', 'utf8'))

describe('redactHar on a customer HAR', () => {
  // In each test, not once for the file: a mutation test changes the code between tests.
  const redacted = () => redactHar(fixture)
  const serialized = () => JSON.stringify(redacted().value)

  it.each([
    ['every marked secret (headers, cookies, query, bodies, base64, Cyrillic)', 'SECRET'],
    ['the bearer JWT and the one in the Referer fragment', 'eyJ'],
    ['the second factor code', '654321'],
    ['the Cyrillic password', 'Пароль-1'],
    ['base64 of a secret in a response body', btoa('"access_token":"SECRET')],
  ])('leaves no trace of %s', (_place, secret) => {
    expect(serialized()).not.toContain(secret)
  })

  it('counts what it removed per kind', () => {
    expect(redacted().counts).toEqual({
      authorization: 7,
      cookie: 2,
      'set-cookie': 2,
      password: 1,
      twoFactorCode: 1,
      token: 3,
      access_token: 10,
      code: 1,
      oldPassword: 2,
      newPassword: 2,
      jwt: 1,
      unreadable: 2,
    })
  })

  it('keeps what is not secret: Cyrillic text, the decoded base64 body, the balance', () => {
    const text = serialized()
    expect(text).toContain('Кузнецова')
    expect(text).toContain('Привет, мир')
    expect(text).toContain('3217.4')
    expect(text).toContain('Minecraft — Выживание')
  })
})

describe('redactHar on single values', () => {
  const hide = placeholderFor('salt')
  it.each([
    [
      'a JSON key at any depth and letter case',
      { a: [{ b: { PassWord: 'x1' } }] },
      { a: [{ b: { PassWord: hide('x1') } }] },
    ],
    [
      'a query parameter in a URL',
      { url: 'https://h/x?lang=ru&code=777' },
      { url: `https://h/x?lang=ru&code=${hide('777')}` },
    ],
    ['a form body', { text: 'token=abc&x=1' }, { text: `token=${hide('abc')}&x=1` }],
    [
      'a truncated JSON body',
      { text: '{"newPassword": "abc", "a": [' },
      { text: `{"newPassword": "${hide('abc')}", "a": [` },
    ],
    ['a JSON body inside a string', { text: '{"code":"1"}' }, { text: `{"code":"${hide('1')}"}` }],
    [
      'a bare JWT',
      { note: 'см. eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
      { note: `см. ${hide('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.')}` },
    ],
    [
      'not the field names of an errors object',
      { errors: { password: ['Короткий'] } },
      { errors: { password: ['Короткий'] } },
    ],
    [
      'nothing when nothing is secret',
      { code_name: 'a', text: 'country_code=RU' },
      { code_name: 'a', text: 'country_code=RU' },
    ],
  ])('redacts %s', (_case, input, expected) => {
    expect(redactHar(input, 'salt').value).toEqual(expected)
  })

  it('keeps a "__proto__" key as plain data', () => {
    const { value } = redactHar(JSON.parse('{"__proto__": {"token": "t"}}'), 'salt')
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
    expect(JSON.stringify(value)).toBe(`{"__proto__":{"token":"${hide('t')}"}}`)
  })

  it('removes data nested too deep to check', () => {
    let deep: unknown = { password: 'p' }
    for (let level = 0; level < 100; level += 1) deep = [deep]
    const { value, counts } = redactHar({ deep })
    expect(JSON.stringify(value)).not.toContain('"p"')
    expect(counts.unreadable).toBe(1)
  })
})

describe('redactHar on what this API adds (issue 18)', () => {
  const header = (name: string) => ({ request: { headers: [{ name, value: 'S3CRET-value' }] } })
  it.each([
    ...['accessToken', 'refreshToken', 'refresh_token', 'idToken', 'id_token'].map(
      (key) => [`the key ${key} at any depth`, { a: { b: [{ [key]: 'S3CRET-value' }] } }, key] as const,
    ),
    ...['apiKey', 'api_key', 'secret', 'clientSecret', 'client_secret'].map(
      (key) => [`the key ${key}`, { deep: { [key]: 'S3CRET-value' } }, key] as const,
    ),
    ['the 2FA enable answer qrCode', { data: { qrCode: 'data:image/png;base64,S3CRET-value' } }, 'qrCode'],
    ['an otpauth:// address', { text: 'otpauth://totp/GH:demo?secret=S3CRET-value&issuer=GH' }, 'otpauth'],
    ['the start of a Telegram link', { url: 'https://t.me/gh_bot?start=S3CRET-value' }, 'telegram-start'],
    [
      'the start of a tg:// link',
      { text: '{"data":"tg://resolve?domain=gh_bot&start=S3CRET-value"}' },
      'telegram-start',
    ],
    ['user:password@ in a URL', { url: 'https://admin:S3CRET-value@api.example.com/x' }, 'url-credentials'],
    ...['Proxy-Authorization', 'X-Api-Key', 'X-Auth-Token', 'X-CSRF-Token', 'x-xsrf-token'].map(
      (name) => [`the header ${name}`, header(name), 'secret-header'] as const,
    ),
  ] as const)('hides %s', (_case, input, kind) => {
    const { value, counts } = redactHar(input)
    expect(JSON.stringify(value)).not.toContain('S3CRET')
    expect(JSON.stringify(value)).toMatch(/\[скрыто·[0-9a-f]{4}\]/)
    expect(counts[kind as RedactionKind]).toBe(1)
  })

  it('gives equal secrets equal placeholders and different ones different placeholders in one file', () => {
    const { value } = redactHar({ a: { token: 'one' }, b: { token: 'one' }, c: { token: 'two' } }, 'salt')
    const { a, b, c } = value as Record<'a' | 'b' | 'c', { token: string }>
    expect(a.token).toBe(b.token)
    expect(a.token).not.toBe(c.token)
  })

  it('salts the placeholder, so the same secret reads differently in another file', () => {
    const first = redactHar({ token: 'one' }, 'salt-1').value
    const second = redactHar({ token: 'one' }, 'salt-2').value
    expect(first).not.toEqual(second)
  })

  it('leaves Telegram links without start and addresses without credentials as they are', () => {
    const input = { a: 'https://t.me/gamehost_support', b: 'https://api.example.com/x?lang=ru', c: 'a@b.ru' }
    expect(redactHar(input).value).toEqual(input)
  })
})
