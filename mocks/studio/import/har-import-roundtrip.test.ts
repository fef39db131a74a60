import { describe, expect, it } from 'vitest'
import type { TimelineEntry } from '../journal/timeline'
import { toHar } from '../journal/har-export'
import { planImport } from './har-import-plan'
import { readHarText } from './har-import-read'

// The journal's HAR export, read back by the import: what the mock answered becomes data and rules again.

const ORIGIN = 'http://127.0.0.1:4173'
let clock = Date.parse('2026-11-20T10:00:00Z')
function call(path: string, method: string, status: number, body: string): TimelineEntry {
  clock += 1000
  return {
    requestId: `r${clock}`,
    startedAt: clock,
    method,
    url: `${ORIGIN}${path}`,
    requestHeaders: [
      ['Authorization', 'Bearer mock.abc'],
      ['Content-Type', 'application/json'],
    ],
    requestBody: method === 'GET' ? undefined : '{"password":"Demo1234"}',
    status,
    statusText: '',
    responseHeaders: [['content-type', 'application/json']],
    responseBody: body,
    durationMs: 12,
  }
}

const journal = [
  call('/mock/gateway/authms/api/Auth/user', 'POST', 200, '{"id":10231,"firstName":"Иван","balance":3217.4}'),
  call('/mock/gateway/authms/api/Auth/devices', 'POST', 500, '{"message":"Сбой"}'),
  call('/mock/api/payments/payments/user', 'GET', 200, '{"data":[]}'),
  call('/mock/gateway/paymentms/api/Payment/create', 'POST', 0, ''),
  call('/assets/index.js', 'GET', 200, 'x'),
]
const reading = readHarText(JSON.stringify(toHar(journal)))
if (!reading.ok) throw new Error(reading.error)
const plan = await planImport(reading.entries)

describe('HAR export → import round trip', () => {
  it('reads the exported data back', () => {
    expect(plan.data).toMatchObject({ user: { id: '10231', firstName: 'Иван', balance: 3217.4 }, payments: [] })
  })

  it('turns the exported failures back into rules for the same calls', () => {
    expect(plan.rules).toEqual([
      {
        call: 'devices',
        origin: 'har',
        scope: { kind: 'nth', n: 1 },
        outcome: { kind: 'recorded', status: 500, contentType: 'application/json', body: '{"message":"Сбой"}' },
      },
      { call: 'top-up-card', origin: 'har', scope: { kind: 'nth', n: 1 }, outcome: { kind: 'network' } },
    ])
    expect(plan.ignored).toBe(1)
  })

  it('exports no bearer token or password, so the import finds none left to hide', () => {
    const exported = JSON.stringify(toHar(journal))
    expect([exported.includes('mock.abc'), exported.includes('Demo1234')]).toEqual([false, false])
    expect(reading.counts).toEqual({})
  })
})
