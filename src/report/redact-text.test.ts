import { describe, expect, it } from 'vitest'
import type { RedactionKind } from './redact-kinds'
import { redactText } from './redact-text'

// Each pattern of a plain string, at its edges: what it hides is exactly the secret, and the text
// around it stays as it was.

function redact(text: string) {
  const hidden: string[] = []
  const result = redactText(text, (kind: RedactionKind, secret: string) => {
    hidden.push(secret)
    return `<${kind}>`
  })
  return { result, hidden }
}

describe('a plain string', () => {
  it.each([
    ['https://t.me/lk_bot?start=abc123&ref=site', 'https://t.me/lk_bot?start=<telegram-start>&ref=site', 'abc123'],
    ['http://telegram.me/lk_bot?start=k2', 'http://telegram.me/lk_bot?start=<telegram-start>', 'k2'],
    ['t.me/lk_bot?start=k3', 't.me/lk_bot?start=<telegram-start>', 'k3'],
  ])('a Telegram link %s keeps all but its start key', (text, result, secret) => {
    expect(redact(text)).toEqual({ result, hidden: [secret] })
  })

  it.each([
    ['https://ivan:pw@example.com/x', 'https://<url-credentials>@example.com/x'],
    ['см. https://ivan:pw@example.com/x', 'см. https://<url-credentials>@example.com/x'],
  ])('credentials before a host, at the start or after a space: %s', (text, result) => {
    expect(redact(text)).toEqual({ result, hidden: ['ivan:pw'] })
  })

  it('a secret parameter after a space', () => {
    expect(redact('ответ token=abc123')).toEqual({ result: 'ответ token=<token>', hidden: ['abc123'] })
  })

  it.each([
    ['{"password":"hunter22"', '{"password":"<password>"'],
    ['{"password" : "hunter22"', '{"password" : "<password>"'],
    ['{"password":  "hunter22"', '{"password":  "<password>"'],
  ])('a secret of a truncated JSON body: %s', (text, result) => {
    expect(redact(text)).toEqual({ result, hidden: ['hunter22'] })
  })

  it('a JSON literal holds no secret, the same word quoted may', () => {
    expect(redact('{"token": false, "code": true, "password": "true"')).toEqual({
      result: '{"token": false, "code": true, "password": "<password>"',
      hidden: ['true'],
    })
  })

  it('a JWT, its signature included', () => {
    const jwt = 'eyJhbGciOi.eyJzdWIi.sig_part-1'
    expect(redact(`Bearer-less ${jwt} после`)).toEqual({ result: 'Bearer-less <jwt> после', hidden: [jwt] })
  })

  it('an otpauth address, whole', () => {
    const address = 'otpauth://totp/LK:ivan?secret=JBSWY3DP&issuer=LK'
    expect(redact(`QR: ${address} конец`)).toEqual({ result: 'QR: <otpauth> конец', hidden: [address] })
  })

  it('opens an encoded query inside a parameter, and leaves one without secrets exactly as written', () => {
    expect(redact('next=%2Fx%3Ftoken%3Dabc').result).toBe(`next=${encodeURIComponent('/x?token=<token>')}`)
    expect(redact('q=%41%42&next=%2Fprofile')).toEqual({ result: 'q=%41%42&next=%2Fprofile', hidden: [] })
  })
})
