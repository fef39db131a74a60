import { describe, expect, it } from 'vitest'
import { emptyMessage } from './history-empty'
import { dated, filtersWith, paymentAt } from './history-test-data'

const NOW = new Date(2026, 10, 23, 12, 0)
const payments = dated(
  paymentAt(new Date(2026, 10, 20), { type: 'topup', status: 'failed' }),
  paymentAt(new Date(2025, 5, 1), { type: 'purchase', status: 'success' }),
)

describe('emptyMessage names the filter that hides the operations', () => {
  it.each([
    [filtersWith({ type: 'cashback_spend' }), 'Нет операций: их скрывает фильтр «Тип операции: Списание кэшбэка».'],
    [filtersWith({ status: 'pending' }), 'Нет операций: их скрывает фильтр «Статус: В обработке».'],
    [
      filtersWith({ period: 'custom', from: '2024-01-01', to: '2024-12-31' }),
      'Нет операций: их скрывает фильтр «Период: с 01.01.2024 по 31.12.2024».',
    ],
    [
      filtersWith({ type: 'purchase', period: 'month' }),
      'Нет операций: их скрывают фильтры «Тип операции: Оплата услуги» и «Период: Этот месяц».',
    ],
    [
      filtersWith({ type: 'purchase', status: 'failed' }),
      'Нет операций: их скрывают фильтры «Тип операции: Оплата услуги» и «Статус: Не выполнен».',
    ],
    [
      filtersWith({
        type: 'cashback_accrual',
        status: 'pending',
        period: 'custom',
        from: '2026-01-01',
        to: '2026-01-31',
      }),
      'Нет операций: их скрывают фильтры «Тип операции: Начисление кэшбэка», «Статус: В обработке» и «Период: с 01.01.2026 по 31.01.2026».',
    ],
  ])('%j', (chosen, message) => {
    expect(emptyMessage(payments, chosen, NOW)).toBe(message)
  })
})
