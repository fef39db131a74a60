// A customer's report of about `bytes`, as the portal saves one after a long session on the payment
// history: the customer fixture (tests/fixtures/customer.har: its secrets, its failing calls) with
// payment-history answers just under the report's 256 KB cut, each with its token header, and the
// pages the customer opened. Deterministic (scale-data.mjs's seeded payments), so runs compare.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './route-js.mjs'
import { payments } from './scale-data.mjs'

const BODY_PAYMENTS = 1_200 // as JSON, under the portal’s 256 KB cut of each body
const START = Date.parse('2026-11-20T09:00:00.000Z')

function historyEntry(index, body) {
  const startedDateTime = new Date(START + index * 30_000).toISOString()
  return {
    startedDateTime,
    time: 180,
    request: {
      method: 'GET',
      url: 'https://api.gamehost.example/payments/payments/user',
      headers: [{ name: 'Authorization', value: `Bearer bench-secret-token-${index}` }],
    },
    response: {
      status: 200,
      statusText: 'OK',
      headers: [{ name: 'Content-Type', value: 'application/json' }],
      content: { size: body.length, mimeType: 'application/json', text: body },
    },
  }
}

/** The report as the bytes of its file. */
export function largeReport(bytes) {
  const { log } = JSON.parse(readFileSync(join(ROOT, 'tests/fixtures/customer.har'), 'utf8'))
  const body = JSON.stringify({ data: payments(1, BODY_PAYMENTS, START) })
  const count = Math.max(1, Math.round(bytes / JSON.stringify(historyEntry(0, body)).length))
  const entries = Array.from({ length: count }, (_, index) => historyEntry(index, body))
  const events = entries.map((entry, index) => ({
    type: 'route',
    time: entry.startedDateTime,
    path: index % 2 ? '/wallet/history' : '/',
  }))
  return Buffer.from(JSON.stringify({ log: { ...log, entries: [...log.entries, ...entries], _events: events } }))
}
