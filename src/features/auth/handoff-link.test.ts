import { describe, expect, it } from 'vitest'
import { checkHandoffLink, trustedOrigins } from './handoff-link'

const OWN = 'http://localhost:3000'
const allowed = trustedOrigins(
  OWN,
  ' https://trusted.example, https://games.trusted.example:8443 ,not a url,https://path.example/x',
)
const TOKEN = 'tok&en=1#x'

describe('trustedOrigins', () => {
  it('keeps this app and each well-formed listed origin, nothing else', () => {
    expect(allowed).toEqual([OWN, 'https://trusted.example', 'https://games.trusted.example:8443'])
  })
  it('takes a listed origin written with a trailing slash, and no scheme but http and https', () => {
    const listed = 'https://slash.example/,ftp://files.example,ws://socket.example'
    expect(trustedOrigins(OWN, listed)).toEqual([OWN, 'https://slash.example'])
  })
  it('is only this app when nothing is configured', () => {
    expect(trustedOrigins(OWN, undefined)).toEqual([OWN])
    expect(trustedOrigins(OWN, '')).toEqual([OWN])
  })
})

describe('checkHandoffLink', () => {
  it.each([
    ['https://trusted.example', 'https://trusted.example/?token='],
    ['https://trusted.example/', 'https://trusted.example/?token='],
    ['https://trusted.example/games/play?x=1#top', 'https://trusted.example/games/play?x=1&token='],
    ['https://trusted.example/?token=attacker', 'https://trusted.example/?token='],
    ['https://TRUSTED.example/a', 'https://trusted.example/a?token='],
    ['https://trusted.example:443/a', 'https://trusted.example/a?token='],
    ['http://localhost:3000/profile', 'http://localhost:3000/profile?token='],
    ['https://games.trusted.example:8443/', 'https://games.trusted.example:8443/?token='],
    ['  https://trusted.example/lead-space', 'https://trusted.example/lead-space?token='],
  ])('sends %s on with the token set as a parameter', (link, start) => {
    const result = checkHandoffLink(link, TOKEN, allowed)
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.url.startsWith(start)).toBe(true)
    expect(new URL(result.url).searchParams.getAll('token')).toEqual([TOKEN])
  })

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['garbage', 'unparsable'],
    ['/profile', 'unparsable'],
    ['//evil.example', 'unparsable'],
    ['/\\evil.example', 'unparsable'],
    ['https%3A%2F%2Ftrusted.example', 'unparsable'],
    ['javascript:alert(document.cookie)', 'scheme'],
    ['JaVaScRiPt:alert(1)//https://trusted.example', 'scheme'],
    ['data:text/html,<script>alert(1)</script>', 'scheme'],
    ['blob:https://trusted.example/uuid', 'scheme'],
    ['ftp://trusted.example/', 'scheme'],
    ['https://user@trusted.example/', 'credentials'],
    ['https://trusted.example@evil.example/', 'credentials'],
    ['https://user:pass@evil.example', 'credentials'],
    ['http://trusted.example/', 'origin'],
    ['https://trusted.example:8443/', 'origin'],
    ['http://localhost:3001/', 'origin'],
    ['https://localhost:3000/', 'origin'],
    ['https://trusted.example.evil.example/', 'origin'],
    ['https://evil.example/https://trusted.example', 'origin'],
    ['https://evil-trusted.example/', 'origin'],
    ['https://trusted.example./', 'origin'],
    ['https://trusted%2Eexample/', 'origin'],
    ['https:\\\\trusted.example\\x', 'origin'],
    ['https://trusted.ex\tample/', 'origin'],
    ['https://xn--trusted-.example/', 'origin'],
    ['https://trusted.example/' + 'a'.repeat(2100), 'too-long'],
  ])('refuses %j (%s)', (link, reason) => {
    expect(checkHandoffLink(link, TOKEN, allowed)).toEqual({ ok: false, reason })
  })

  it('takes a link of up to 2048 characters, not one more', () => {
    const upTo = (length: number) => `${OWN}/` + 'a'.repeat(length - OWN.length - 1)
    expect(checkHandoffLink(upTo(2048), TOKEN, allowed).ok).toBe(true)
    expect(checkHandoffLink(upTo(2049), TOKEN, allowed)).toEqual({ ok: false, reason: 'too-long' })
  })

  it('names the target host for the redirect screen', () => {
    expect(checkHandoffLink('https://games.trusted.example:8443/x', 't', allowed)).toMatchObject({
      host: 'games.trusted.example:8443',
    })
  })
})
