import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { REDACTED } from './redact-kinds'
import { redactHar } from './redact'

const fixture: unknown = JSON.parse(readFileSync('tests/fixtures/customer.har', 'utf8'))

describe('redactHar on a customer HAR', () => {
  const { value, counts } = redactHar(fixture)
  const serialized = JSON.stringify(value)

  it.each([
    ['every marked secret (headers, cookies, query, bodies, base64, Cyrillic)', 'SECRET'],
    ['the bearer JWT and the one in the Referer fragment', 'eyJ'],
    ['the second factor code', '654321'],
    ['the Cyrillic password', 'Пароль-1'],
    ['base64 of a secret in a response body', btoa('"access_token":"SECRET')],
  ])('leaves no trace of %s', (_place, secret) => {
    expect(serialized).not.toContain(secret)
  })

  it('counts what it removed per kind', () => {
    expect(counts).toEqual({
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
    expect(serialized).toContain('Кузнецова')
    expect(serialized).toContain('Привет, мир')
    expect(serialized).toContain('3217.4')
    expect(serialized).toContain('Minecraft — Выживание')
  })
})

describe('redactHar on single values', () => {
  it.each([
    [
      'a JSON key at any depth and letter case',
      { a: [{ b: { PassWord: 'x1' } }] },
      { a: [{ b: { PassWord: REDACTED } }] },
    ],
    [
      'a query parameter in a URL',
      { url: 'https://h/x?lang=ru&code=777' },
      { url: `https://h/x?lang=ru&code=${REDACTED}` },
    ],
    ['a form body', { text: 'token=abc&x=1' }, { text: `token=${REDACTED}&x=1` }],
    [
      'a truncated JSON body',
      { text: '{"newPassword": "abc", "a": [' },
      { text: `{"newPassword": "${REDACTED}", "a": [` },
    ],
    ['a JSON body inside a string', { text: '{"code":"1"}' }, { text: `{"code":"${REDACTED}"}` }],
    ['a bare JWT', { note: 'см. eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' }, { note: `см. ${REDACTED}` }],
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
    expect(redactHar(input).value).toEqual(expected)
  })

  it('keeps a "__proto__" key as plain data', () => {
    const { value } = redactHar(JSON.parse('{"__proto__": {"token": "t"}}'))
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype)
    expect(JSON.stringify(value)).toBe(`{"__proto__":{"token":"${REDACTED}"}}`)
  })

  it('removes data nested too deep to check', () => {
    let deep: unknown = { password: 'p' }
    for (let level = 0; level < 100; level += 1) deep = [deep]
    const { value, counts } = redactHar({ deep })
    expect(JSON.stringify(value)).not.toContain('"p"')
    expect(counts.unreadable).toBe(1)
  })
})
