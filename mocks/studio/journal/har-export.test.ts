import { describe, expect, it } from 'vitest'
import type { TimelineEntry } from './timeline'
import type { RuleSpec } from '../rules/rule-schema'
import { toHar } from './har-export'

// "Скачать HAR" with "Скрыть личные данные" on: the same stand-ins across the whole file.

const call = (n: number, requestBody: string | undefined, responseBody: string): TimelineEntry => ({
  requestId: `r${n}`,
  startedAt: Date.parse('2026-11-20T10:00:00Z') + n * 1000,
  method: 'POST',
  url: 'http://127.0.0.1:4173/mock/gateway/authms/api/Auth/user',
  requestHeaders: [['Content-Type', 'application/json']],
  requestBody,
  status: 200,
  statusText: '',
  responseHeaders: [['content-type', 'application/json']],
  responseBody,
  durationMs: 12,
})

const USER = '{"id":7,"email":"ivan@mail.ru","firstName":"Иван","phoneNamber":"+7 916 555-12-34","balance":3217.4}'
const journal = [
  call(1, '{"email":"ivan@mail.ru","password":"x"}', '{"message":"Код отправлен на ivan@mail.ru"}'),
  call(2, undefined, USER),
  call(3, undefined, '{"data":[{"id":"s-1","ipAddress":"95.165.12.4"}]}'),
]

describe('the HAR export', () => {
  const text = JSON.stringify(toHar(journal, { hide: true }))

  it.each(['ivan@mail.ru', 'Иван', '+7 916 555-12-34', '95.165.12.4'])('holds no trace of %s', (original) => {
    expect(text).not.toContain(original)
  })

  it('keeps the money and gives one value one stand-in across the file', () => {
    expect(text).toContain('balance\\":3217.4')
    expect(text.match(/client-1@example\.com/g)).toHaveLength(3)
    expect(text).toContain('192.0.2.1')
  })

  it('carries the real data when told to', () => {
    expect(JSON.stringify(toHar(journal, { hide: false }))).toContain('ivan@mail.ru')
  })
})

describe('the HAR export: addresses, query strings and headers', () => {
  const withAddress = (n: number, url: string, requestHeaders: [string, string][], responseBody: string) => ({
    ...call(n, undefined, responseBody),
    url,
    requestHeaders,
    responseHeaders: [
      ['content-type', 'application/json'],
      ['x-user-phone', '+7 916 555-12-34'],
    ] as [string, string][],
  })
  const BASE = 'http://127.0.0.1:4173/mock/gateway/authms/api/Auth/user'
  const entries = [
    withAddress(1, `${BASE}?email=olga.k%40mail.ru&userName=olga_k&q=${encodeURIComponent('Иван')}`, [], '{}'),
    withAddress(
      2,
      BASE,
      [
        ['Referer', 'http://127.0.0.1:4173/profile?email=ivan@mail.ru'],
        ['X-Forwarded-For', '95.165.12.4, 10.0.0.7'],
      ],
      USER,
    ),
  ]
  const text = JSON.stringify(toHar(entries, { hide: true }))

  it.each([
    'olga.k@mail.ru',
    'olga.k%40mail.ru',
    'olga_k',
    'Иван',
    encodeURIComponent('Иван'),
    'ivan@mail.ru',
    'ivan%40mail.ru',
    '95.165.12.4',
    '10.0.0.7',
    '+7 916 555-12-34',
  ])('holds no trace of %s', (original) => {
    expect(text).not.toContain(original)
  })

  it('gives an address the same stand-ins as the bodies', () => {
    const har = toHar(entries, { hide: true })
    const [first, second] = har.log.entries
    expect(first?.request.queryString).toEqual([
      { name: 'email', value: 'client-1@example.com' },
      { name: 'userName', value: 'client1' },
      { name: 'q', value: 'Имя1' },
    ])
    expect(first?.request.url).toContain('email=client-1%40example.com')
    expect(second?.request.headers).toContainEqual({
      name: 'Referer',
      value: expect.stringContaining('client-2@example.com'),
    })
  })
})

describe("the HAR export: the panel's rules", () => {
  // An own answer made with "Сделать правило" is the customer's very answer; a condition may name them.
  const rule: RuleSpec = {
    call: 'user',
    outcome: { kind: 'own', status: 200, contentType: 'application/json', body: '{"id":7,"firstName":"Ольга"}' },
    scope: { kind: 'every' },
    origin: 'manual',
    when: [{ source: 'body', field: 'email', op: 'eq', value: 'olga.k@mail.ru' }],
  }
  const text = JSON.stringify(toHar(journal, { hide: true, rules: [rule] }))

  it.each(['Ольга', 'olga.k@mail.ru'])('hold no trace of %s', (original) => {
    expect(text).not.toContain(original)
  })
})
