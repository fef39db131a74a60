import { bench, describe } from 'vitest'
import { EMAIL, IPV4, IPV6_CANDIDATE, PHONE } from '@mocks/studio/privacy/personal-shapes'
import { JSON_PAIR, JWT, OTPAUTH, PARAM, TELEGRAM, URL_CREDENTIALS } from './redact-text'

// `npx vitest bench --run src/report/redact-patterns.bench.ts` (a measurement, not a test).
// Every pattern that runs on untrusted text gets the inputs that make a backtracking pattern
// quadratic: a prefix of a match, repeated. Each runs at 128 KB and at 1 MB, eight times the
// length: a linear pattern's time grows about as much, a quadratic one's by its square.

const PATTERNS: [name: string, pattern: RegExp, units: string[]][] = [
  ['JWT', JWT, ['eyJ', 'eyJa.', 'eyJaaaa.aa.']],
  ['PARAM', PARAM, ['a=', '&a', '&%']],
  ['JSON_PAIR', JSON_PAIR, ['"a":"\\', '"a" ', '"a":']],
  ['OTPAUTH', OTPAUTH, ['otpauth://']],
  ['TELEGRAM', TELEGRAM, ['t.me/', 'tg://a', 'https://t.me/a?&']],
  ['URL_CREDENTIALS', URL_CREDENTIALS, ['a-', 'user:', 'a://a:']],
  ['EMAIL', EMAIL, ['a@', 'a%40a.', 'a.']],
  ['PHONE', PHONE, ['+1 ', '8(', '+1+']],
  ['IPV4', IPV4, ['1.', '1.1.1.']],
  ['IPV6', IPV6_CANDIDATE, ['a:', 'a::', '1:1:']],
]

const sized = (unit: string, length: number) => unit.repeat(Math.ceil(length / unit.length))

for (const [name, pattern, units] of PATTERNS) {
  describe(name, () => {
    for (const unit of units) {
      for (const [label, length] of [
        ['128 KB', 128 * 1024],
        ['1 MB', 1024 * 1024],
      ] as const) {
        const text = sized(unit, length)
        bench(`${JSON.stringify(unit)} × ${label}`, () => void text.replace(pattern, ''), { iterations: 3, time: 0 })
      }
    }
  })
}
