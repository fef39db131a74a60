import { describe, expect, it } from 'vitest'
import { groupByMonth, historyRows, monthTitle, monthTotals } from './history-groups'
import { dated, paymentAt } from './history-test-data'

describe('monthTitle', () => {
  it.each([
    [new Date(2026, 0, 1), 'Январь 2026'],
    [new Date(2026, 1, 28), 'Февраль 2026'],
    [new Date(2026, 4, 9), 'Май 2026'],
    [new Date(2026, 10, 30, 23, 59), 'Ноябрь 2026'],
    [new Date(2025, 11, 31), 'Декабрь 2025'],
  ])('%s → %s', (date, title) => {
    expect(monthTitle(date)).toBe(title)
  })
})

describe('monthTotals', () => {
  const day = new Date(2026, 10, 5)
  it.each([
    ['nothing', [], { rublesIn: 0, rublesOut: 0, pointsIn: 0, pointsOut: 0 }],
    [
      'one of each kind',
      [
        paymentAt(day, { type: 'topup', amount: 1500 }),
        paymentAt(day, { type: 'purchase', amount: 1790 }),
        paymentAt(day, { type: 'cashback_accrual', amount: 89.5 }),
        paymentAt(day, { type: 'cashback_spend', amount: 2.25 }),
      ],
      { rublesIn: 1500, rublesOut: 1790, pointsIn: 89.5, pointsOut: 2.25 },
    ],
    [
      'failed ones are not counted, pending ones are',
      [
        paymentAt(day, { type: 'topup', amount: 500, status: 'failed' }),
        paymentAt(day, { type: 'topup', amount: 300, status: 'pending' }),
      ],
      { rublesIn: 300, rublesOut: 0, pointsIn: 0, pointsOut: 0 },
    ],
    [
      'kopecks add up exactly',
      [paymentAt(day, { type: 'topup', amount: 0.1 }), paymentAt(day, { type: 'topup', amount: 0.2 })],
      { rublesIn: 0.3, rublesOut: 0, pointsIn: 0, pointsOut: 0 },
    ],
    [
      'a negative amount counts by its kind, not its sign',
      [paymentAt(day, { type: 'purchase', amount: -990 }), paymentAt(day, { type: 'topup', amount: -0 })],
      { rublesIn: 0, rublesOut: 990, pointsIn: 0, pointsOut: 0 },
    ],
  ])('%s', (_name, payments, totals) => {
    expect(monthTotals(dated(...payments))).toEqual(totals)
  })
})

describe('groupByMonth and historyRows', () => {
  const payments = dated(
    paymentAt(new Date(2026, 10, 20), { type: 'topup', amount: 1000 }),
    paymentAt(new Date(2026, 10, 1, 0, 0), { type: 'purchase', amount: 400 }),
    paymentAt(new Date(2026, 9, 31, 23, 59), { type: 'topup', amount: 50, status: 'failed' }),
    paymentAt(new Date(2025, 10, 15), { type: 'cashback_accrual', amount: 5 }),
  )

  it('cuts newest-first operations into calendar months with their totals', () => {
    const groups = groupByMonth(payments)
    expect(groups.map((group) => [group.title, group.entries.length])).toEqual([
      ['Ноябрь 2026', 2],
      ['Октябрь 2026', 1],
      ['Ноябрь 2025', 1],
    ])
    expect(groups[0]?.totals).toEqual({ rublesIn: 1000, rublesOut: 400, pointsIn: 0, pointsOut: 0 })
    expect(groups[1]?.totals.rublesIn).toBe(0)
  })

  it('lays the rows out in reading order: each heading, then its operations', () => {
    const rows = historyRows(groupByMonth(payments))
    expect(rows.map((row) => (row.kind === 'month' ? row.group.title : row.entry.payment.type))).toEqual([
      'Ноябрь 2026',
      'topup',
      'purchase',
      'Октябрь 2026',
      'topup',
      'Ноябрь 2025',
      'cashback_accrual',
    ])
  })

  it('gives no rows for no operations', () => {
    expect(historyRows(groupByMonth([]))).toEqual([])
  })
})
