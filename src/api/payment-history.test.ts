import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PaymentHistorySchema } from './payment-history'

const valid = {
  id: 1,
  createdAt: '2026-11-05T10:00:00Z',
  amount: 100,
  type: 'topup',
  status: 'success',
  description: '',
  method: 'card',
}
const MB = 'я'.repeat(1_000_000)

describe('PaymentHistorySchema, entry by entry', () => {
  it.each([
    ['a valid payment', valid, 1],
    ['null inside the list', null, 0],
    ['a string inside the list', 'payment', 0],
    // No ruble amount comes near 1e308: whatever the exact bound, the history leaves it out.
    ['an amount of 1e308', { ...valid, amount: 1e308 }, 0],
    ['an amount of -0', { ...valid, amount: -0 }, 1],
    ['an amount of "NaN"', { ...valid, amount: 'NaN' }, 0],
    ['an amount of 400 digits (a string)', { ...valid, amount: '9'.repeat(400) }, 0],
    ['an amount of 400 digits (a number, Infinity once parsed)', { ...valid, amount: Number('9'.repeat(400)) }, 0],
    ['an amount that is a boolean', { ...valid, amount: true }, 0],
    ['an unknown type', { ...valid, type: 'refund' }, 0],
    ['a status that is a number', { ...valid, status: 1 }, 0],
    ['an unknown method', { ...valid, method: 'cash' }, 0],
    ['an id that is an object', { ...valid, id: {} }, 0],
    ['a date that is no date', { ...valid, createdAt: 'вчера' }, 0],
    ['a date of 1 MB', { ...valid, createdAt: `2026-11-05T10:00:00Z${MB}` }, 0],
    ['a date in the year 275760', { ...valid, createdAt: '+275760-09-13T00:00:00Z' }, 0],
    ['a description of 1 MB (shown clipped)', { ...valid, description: MB }, 1],
    ['a description that is a number', { ...valid, description: 5 }, 0],
  ])('%s: shown %i', async (_name, entry, shown) => {
    const result = await v.parseAsync(PaymentHistorySchema, { data: [valid, entry] })
    expect(result.items).toHaveLength(1 + shown)
    expect(result.skipped).toBe(1 - shown)
  })

  it.each([null, [], [valid], { data: null }, { data: {} }, { data: 'list' }, { items: [valid] }])(
    'an answer that is not `{ data: [...] }` (%j) fails as a whole',
    async (answer) => {
      expect((await v.safeParseAsync(PaymentHistorySchema, answer)).success).toBe(false)
    },
  )

  it('sorts newest first whatever the server order', async () => {
    const old = { ...valid, id: 'old', createdAt: '2025-01-05T10:00:00Z' }
    const fresh = { ...valid, id: 'new', createdAt: '2026-03-08T10:00:00+03:00' }
    const middle = { ...valid, id: 'middle', createdAt: '2025-06-01T00:00:00Z' }
    const { items } = await v.parseAsync(PaymentHistorySchema, { data: [old, fresh, middle] })
    expect(items.map((payment) => payment.id)).toEqual(['new', 'middle', 'old'])
  })
})
