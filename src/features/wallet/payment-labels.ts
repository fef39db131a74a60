import type { Payment, PaymentKind, PaymentStatus } from '@/api/payments'
import { formatPoints, formatRubles } from '@/ui/format'

export const KIND_TITLES: Record<PaymentKind, string> = {
  topup: 'Пополнение баланса',
  cashback_accrual: 'Начисление кэшбэка',
  cashback_spend: 'Списание кэшбэка',
  purchase: 'Оплата услуги',
}

export const STATUS_TITLES: Record<PaymentStatus, string> = {
  success: 'Выполнен',
  pending: 'В обработке',
  failed: 'Не выполнен',
}

const METHOD_TITLES = { card: 'банковская карта', sbp: 'СБП' } as const

// SPEC §2: dates in the Russian locale, day, long month, year. Intl rather than dayjs keeps the chunk small.
const dateFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' })

export function formatDate(iso: string) {
  return dateFormat.format(new Date(iso))
}

/** Money in is '+', money out is '−'; cashback entries are points (1 point = 1 ruble). */
export function signedAmount(payment: Payment) {
  const incoming = payment.type === 'topup' || payment.type === 'cashback_accrual'
  const sign = incoming ? '+' : '\u2212'
  const value = Math.abs(payment.amount)
  const text = payment.type.startsWith('cashback') ? `${formatPoints(value)}\u00a0балл.` : formatRubles(value)
  return { text: `${sign}${text}`, incoming }
}

export function paymentDetails(payment: Payment) {
  const method = payment.method ? METHOD_TITLES[payment.method] : null
  // A description that only repeats the kind ('Пополнение баланса') adds nothing.
  const description = payment.description === KIND_TITLES[payment.type] ? '' : payment.description
  return [description, method].filter(Boolean).join(' · ')
}
