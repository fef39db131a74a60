import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { filterPayments, periodRange } from './history-filters'
import { HistorySearchSchema, type HistoryFilters } from './history-search'
import { dated, filtersWith, paymentAt } from './history-test-data'

const NOW = new Date(2026, 10, 23, 12, 0) // 23 November 2026, local time
const DEFAULTS = { type: 'all', status: 'all', period: 'all', from: undefined, to: undefined }

describe('the history search params', () => {
  it.each([
    ['nothing', {}, DEFAULTS],
    [
      'valid filters',
      { type: 'purchase', status: 'failed', period: 'quarter' },
      { ...DEFAULTS, type: 'purchase', status: 'failed', period: 'quarter' },
    ],
    [
      'custom dates',
      { period: 'custom', from: '2026-01-31', to: '2026-02-28' },
      { ...DEFAULTS, period: 'custom', from: '2026-01-31', to: '2026-02-28' },
    ],
    ['an unknown type', { type: 'refund' }, DEFAULTS],
    ['a number as status', { status: 5 }, DEFAULTS],
    ['an array as period', { period: ['month'] }, DEFAULTS],
    ['an object as type', { type: { $gt: '' } }, DEFAULTS],
    ['null everywhere', { type: null, status: null, period: null, from: null, to: null }, DEFAULTS],
    ['a day that does not exist', { period: 'custom', from: '2026-02-30' }, { ...DEFAULTS, period: 'custom' }],
    [
      'a day in another format',
      { period: 'custom', from: '01.02.2026', to: '2026-2-1' },
      { ...DEFAULTS, period: 'custom' },
    ],
    [
      'a day of 1 MB',
      { period: 'custom', to: `2026-01-01${'9'.repeat(1_000_000)}` },
      { ...DEFAULTS, period: 'custom' },
    ],
    ['a day before 1970', { period: 'custom', from: '0000-01-01' }, { ...DEFAULTS, period: 'custom' }],
    ['a script as type', { type: '<script>alert(1)</script>' }, DEFAULTS],
  ])('%s', (_name, search, expected) => {
    expect(v.parse(HistorySearchSchema, search)).toEqual(expected)
  })
})

describe('periodRange', () => {
  it.each([
    ['all', filtersWith({}), [null, null]],
    ['this month', filtersWith({ period: 'month' }), [new Date(2026, 10, 1).getTime(), null]],
    ['the last 3 months', filtersWith({ period: 'quarter' }), [new Date(2026, 8, 1).getTime(), null]],
    ['this year', filtersWith({ period: 'year' }), [new Date(2026, 0, 1).getTime(), null]],
    [
      'custom, both days included',
      filtersWith({ period: 'custom', from: '2026-02-01', to: '2026-02-28' }),
      [new Date(2026, 1, 1).getTime(), new Date(2026, 2, 1).getTime()],
    ],
    [
      'custom, days the wrong way round',
      filtersWith({ period: 'custom', from: '2026-02-28', to: '2026-02-01' }),
      [new Date(2026, 1, 1).getTime(), new Date(2026, 2, 1).getTime()],
    ],
    [
      'custom, only a start',
      filtersWith({ period: 'custom', from: '2026-02-01' }),
      [new Date(2026, 1, 1).getTime(), null],
    ],
    ['custom, no days yet', filtersWith({ period: 'custom' }), [null, null]],
  ])('%s', (_name, chosen, expected) => {
    expect(periodRange(chosen, NOW)).toEqual(expected)
  })

  it('the last 3 months reach back across a new year', () => {
    expect(periodRange(filtersWith({ period: 'quarter' }), new Date(2027, 0, 10))).toEqual([
      new Date(2026, 10, 1).getTime(),
      null,
    ])
  })
})

describe('filterPayments', () => {
  const payments = dated(
    paymentAt(new Date(2026, 10, 20), { type: 'topup', status: 'failed' }),
    paymentAt(new Date(2026, 10, 1, 0, 0), { type: 'purchase' }),
    paymentAt(new Date(2026, 9, 31, 23, 59), { type: 'cashback_accrual' }),
    paymentAt(new Date(2025, 11, 31), { type: 'cashback_spend', status: 'pending' }),
  )
  const kinds = (chosen: HistoryFilters) => filterPayments(payments, chosen, NOW).map(({ payment }) => payment.type)

  it.each([
    [filtersWith({}), ['topup', 'purchase', 'cashback_accrual', 'cashback_spend']],
    [filtersWith({ type: 'purchase' }), ['purchase']],
    [filtersWith({ status: 'failed' }), ['topup']],
    [filtersWith({ status: 'pending', type: 'topup' }), []],
    [filtersWith({ period: 'month' }), ['topup', 'purchase']],
    [filtersWith({ period: 'year' }), ['topup', 'purchase', 'cashback_accrual']],
    [filtersWith({ period: 'custom', from: '2025-12-31', to: '2026-10-31' }), ['cashback_accrual', 'cashback_spend']],
    [filtersWith({ period: 'custom', to: '2025-12-30' }), []],
  ])('%j', (chosen, expected) => {
    expect(kinds(chosen)).toEqual(expected)
  })
})
