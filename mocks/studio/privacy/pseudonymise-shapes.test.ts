import { describe, expect, it } from 'vitest'
import { toHar } from '../journal/har-export'
import type { TimelineEntry } from '../journal/timeline'
import { pseudonymiseRepro } from '../link/pseudonymise-repro'
import type { ReproState } from '../link/repro-schema'
import { ivan } from './test-customer'

// Personal data in every place the spec lets it stand, found by name in any letter case and by
// shape in free text: neither the private link nor the HAR export may hold any original value.

const OTHER_EMAIL = 'olga.k@yandex.ru'
const RU_PHONE = '8 (903) 111-22-33'
const INTL_PHONE = '+44 20 7946 0958'
const IPV6 = '2a02:6b8:0:1::7'
const IPV4 = '95.165.12.4'
const ORIGINALS = [
  ...Object.values(ivan).filter((value) => typeof value === 'string' || value === ivan.telegramId),
  OTHER_EMAIL,
  RU_PHONE,
  INTL_PHONE,
  IPV6,
  IPV4,
].map(String)
const FREE_TEXT = `Оплата от ${OTHER_EMAIL}, тел. ${RU_PHONE} или ${INTL_PHONE}; вход с ${IPV6} и ${IPV4}, пишет Иван`

const recorded = (call: string, body: unknown): ReproState['rules'][number] => ({
  call,
  outcome: { kind: 'recorded', status: 200, contentType: 'application/json', body: JSON.stringify(body) },
  scope: { kind: 'every' },
  origin: 'har',
})

const state: ReproState = {
  v: 1,
  page: `/profile?Email=${encodeURIComponent(ivan.email)}&PHONE=${encodeURIComponent(RU_PHONE)}`,
  scenario: 'default',
  rules: [
    recorded('user', { data: { ...ivan, note: FREE_TEXT } }),
    recorded('payments', { data: [{ id: 1, amount: 500, description: FREE_TEXT }] }),
    recorded('devices', [{ id: 's-1', IPADDRESS: IPV6, userAgent: 'Chrome/120.0.0.0' }]),
  ],
  data: {
    users: [ivan as never],
    sessions: [{ id: 's-1', userId: 7, userAgent: 'Chrome/120.0.0.0', ipAddress: IPV4, lastActivity: '' } as never],
    payments: [{ id: 1, userId: 7, amount: 500, createdAt: '2026-11-20', description: FREE_TEXT } as never],
  },
}

const call = (n: number, url: string, requestBody: unknown, responseBody: unknown): TimelineEntry => ({
  requestId: `r${n}`,
  startedAt: Date.parse('2026-11-20T10:00:00Z') + n * 1000,
  method: 'POST',
  url,
  requestHeaders: [['Authorization', 'Bearer mock-token-123']],
  requestBody: JSON.stringify(requestBody),
  status: 200,
  statusText: '',
  responseHeaders: [['content-type', 'application/json']],
  responseBody: JSON.stringify(responseBody),
  durationMs: 5,
})
const GATEWAY = 'http://127.0.0.1:4173/mock/gateway/authms/api/Auth'
const journal = [
  call(
    1,
    `${GATEWAY}/register`,
    { email: ivan.email, username: ivan.userName, name: 'Иван Петров', password: 'x' },
    {},
  ),
  call(2, `${GATEWAY}/login`, { usernameOrEmail: ivan.email, password: 'x', phone: RU_PHONE }, { token: 't' }),
  call(3, `${GATEWAY}/user?mail=${encodeURIComponent(OTHER_EMAIL)}`, {}, { data: { ...ivan, note: FREE_TEXT } }),
]

describe('personal data by name and by shape', () => {
  const outputs = {
    'the private link': JSON.stringify(pseudonymiseRepro(state)),
    'the HAR export': JSON.stringify(toHar(journal, { hide: true })),
  }
  for (const [output, text] of Object.entries(outputs)) {
    it.each(ORIGINALS)(`${output} holds no trace of %s, plain or percent-encoded`, (original) => {
      expect(text).not.toContain(original)
      expect(text).not.toContain(encodeURIComponent(original))
    })
  }

  it('keeps money, user agents and the mock login', () => {
    expect(outputs['the private link']).toContain('3217.4')
    expect(outputs['the private link']).toContain('Chrome/120.0.0.0')
  })

  it('drops the mock’s Authorization header from the HAR export', () => {
    expect(outputs['the HAR export']).not.toContain('mock-token-123')
  })

  it('walks answers whose keys are named like Object.prototype members', () => {
    const body = { constructor: { email: ivan.email }, toString: ivan.email, hasOwnProperty: { a: IPV4 } }
    const masked = JSON.stringify(pseudonymiseRepro({ ...state, rules: [recorded('user', body)] }))
    expect(masked).not.toContain(ivan.email)
    expect(masked).not.toContain(IPV4)
  })
})
