import { describe, expect, it } from 'vitest'
import { redactHar } from './redact'

// Secrets in the shapes a HAR carries them beyond plain JSON keys: each original value must be gone
// from the output, plain and percent-encoded.

const SECRET = 'S3cret-Value_42'
const JWT_PARTS = ['eyJhbGciOiJIUzI1NiJ9', 'c3ViOjEyMzQ1Njc4OTA', 'dBjftJeZ4CVPmB92K27uhbUJU1p1r_wW1gFWFOEjXk']
const JWT = JWT_PARTS.join('.')
const header = (name: string) => ({ request: { headers: [{ name, value: SECRET }] } })
const multipart = [
  '------b1',
  'Content-Disposition: form-data; name="login"',
  '',
  'demo',
  '------b1',
  'Content-Disposition: form-data; name="password"',
  '',
  SECRET,
  '------b1--',
].join('\r\n')

const CASES: [string, unknown][] = [
  ['a multipart part named password', { postData: { text: multipart } }],
  ['a token in an encoded nested query', { url: `https://h/x?redirect=${encodeURIComponent(`/x?token=${SECRET}`)}` }],
  ['a bracketed form name', { text: `user[password]=${SECRET}&user[login]=demo` }],
  ['an encoded bracketed form name', { text: `user%5Bpassword%5D=${SECRET}` }],
  ...['confirmPassword', 'currentPassword', 'otp', 'pin', 'sessionId', 'authToken', 'Client-Secret'].flatMap(
    (name): [string, unknown][] => [
      [`the JSON key ${name}`, { deep: [{ [name]: SECRET }] }],
      [`the query parameter ${name}`, { url: `https://h/x?${name}=${SECRET}` }],
      [`the key ${name} in cut-off JSON`, { text: `{"${name}": "${SECRET}", "a": [` }],
    ],
  ),
  ['the header X-Access-Token', header('X-Access-Token')],
  ['the header X-Refresh-Token', header('x-refresh-token')],
  ['a JWT whose payload is not JSON-looking', { note: `Bearer-ish ${JWT} in text` }],
]

describe('redactHar on every secret shape', () => {
  it.each(CASES)('hides %s', (_case, input) => {
    const { value } = redactHar(input)
    const text = JSON.stringify(value)
    for (const secret of [SECRET, encodeURIComponent(SECRET), JWT_PARTS[1] ?? JWT]) expect(text).not.toContain(secret)
    // A nested query keeps its encoding, placeholder included.
    expect(decodeURIComponent(text)).toMatch(/\[скрыто·[0-9a-f]{4}\]/)
  })

  it('keeps what is not secret beside them', () => {
    const { value } = redactHar({ postData: { text: multipart }, url: 'https://h/x?redirect=%2Fprofile%3Ftab%3D1' })
    expect(JSON.stringify(value)).toContain('demo')
    expect(JSON.stringify(value)).toContain('redirect=%2Fprofile%3Ftab%3D1')
  })

  it('leaves prototype-named keys as plain data', () => {
    const input = JSON.parse('{"constructor": {"token": "t"}, "toString": "x", "hasOwnProperty": 1}') as unknown
    const { value } = redactHar(input)
    expect(Object.keys(value as object)).toEqual(['constructor', 'toString', 'hasOwnProperty'])
  })
})
