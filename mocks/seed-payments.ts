import type { MockPayment } from './db'

// The demo user's payment history: three months of top-ups, renewals and cashback, dated relative to
// now so the screens always show recent months.

export const HOUR = 3_600_000
export const DAY = 24 * HOUR

export function ago(ms: number) {
  return new Date(Date.now() - ms).toISOString()
}

function payment(
  userId: number,
  daysAgo: number,
  fields: Omit<MockPayment, 'id' | 'userId' | 'createdAt'>,
): MockPayment {
  return { id: `p-${userId}-${daysAgo}-${fields.type}`, userId, createdAt: ago(daysAgo * DAY), ...fields }
}

export function demoPayments(userId: number): MockPayment[] {
  return [
    payment(userId, 100, {
      amount: 3000,
      type: 'topup',
      status: 'success',
      description: 'Пополнение баланса',
      method: 'card',
    }),
    payment(userId, 99, {
      amount: 1790,
      type: 'purchase',
      status: 'success',
      description: 'Minecraft Survival — продление на месяц',
      method: null,
    }),
    payment(userId, 99, {
      amount: 89.5,
      type: 'cashback_accrual',
      status: 'success',
      description: 'Кэшбэк 5% за продление',
      method: null,
    }),
    payment(userId, 70, {
      amount: 990,
      type: 'purchase',
      status: 'success',
      description: 'CS2 Public — продление на месяц',
      method: null,
    }),
    payment(userId, 69, {
      amount: 49.5,
      type: 'cashback_accrual',
      status: 'success',
      description: 'Кэшбэк 5% за продление',
      method: null,
    }),
    payment(userId, 40, {
      amount: 2000,
      type: 'topup',
      status: 'success',
      description: 'Пополнение баланса',
      method: 'card',
    }),
    payment(userId, 39, {
      amount: 1790,
      type: 'purchase',
      status: 'success',
      description: 'Minecraft Survival — продление на месяц',
      method: null,
    }),
    payment(userId, 39, {
      amount: 89.5,
      type: 'cashback_accrual',
      status: 'success',
      description: 'Кэшбэк 5% за продление',
      method: null,
    }),
    payment(userId, 9, {
      amount: 1500,
      type: 'topup',
      status: 'success',
      description: 'Пополнение баланса',
      method: 'sbp',
    }),
    payment(userId, 8, {
      amount: 2.25,
      type: 'cashback_spend',
      status: 'success',
      description: 'Оплата баллами',
      method: null,
    }),
    payment(userId, 2, {
      amount: 500,
      type: 'topup',
      status: 'failed',
      description: 'Пополнение баланса',
      method: 'card',
    }),
  ]
}
