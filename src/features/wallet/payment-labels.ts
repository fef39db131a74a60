import type { Payment, PaymentMethod } from '@/api/payments'
import type { PaymentKind, PaymentStatus } from '@/api/payment-kinds'
import type { Period } from './history-search'
import { formatLongDate, formatPoints, formatRubles } from '@/ui/format'

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

export const PERIOD_TITLES: Record<Period, string> = {
  all: 'За всё время',
  month: 'Этот месяц',
  quarter: 'Последние 3 месяца',
  year: 'Этот год',
  custom: 'Свои даты',
}

/** As they read inside a line ("20 ноября · банковская карта"); methodTitle() when one stands alone. */
export const METHOD_TITLES: Record<PaymentMethod, string> = { card: 'банковская карта', sbp: 'СБП' }

export const methodTitle = (method: PaymentMethod) =>
  METHOD_TITLES[method].charAt(0).toUpperCase() + METHOD_TITLES[method].slice(1)

export function formatDate(iso: string) {
  return formatLongDate(new Date(iso))
}

/** Top-ups and accruals bring money or points in; the rest take them out, whatever the amount's sign. */
export function isIncoming(kind: PaymentKind) {
  return kind === 'topup' || kind === 'cashback_accrual'
}

/** Cashback entries count points (1 point = 1 ruble), the others rubles. */
export function isPoints(kind: PaymentKind) {
  return kind === 'cashback_accrual' || kind === 'cashback_spend'
}

export const formatPointsLabel = (value: number) => `${formatPoints(value)}\u00a0балл.`

/** Money in is '+', money out is '−'. */
export function signedAmount(payment: Payment) {
  const incoming = isIncoming(payment.type)
  const sign = incoming ? '+' : '\u2212'
  const value = Math.abs(payment.amount)
  const text = isPoints(payment.type) ? formatPointsLabel(value) : formatRubles(value)
  return { text: `${sign}${text}`, incoming }
}

export function paymentDetails(payment: Payment) {
  const method = payment.method ? METHOD_TITLES[payment.method] : null
  // A description that only repeats the kind ('Пополнение баланса') adds nothing.
  const description = payment.description === KIND_TITLES[payment.type] ? '' : payment.description
  return [description, method].filter(Boolean).join(' · ')
}

/** The fields a statement and a copied row show, in that order: date, kind, amount, status, description. */
export function paymentFields(payment: Payment) {
  return {
    date: formatDate(payment.createdAt),
    kind: KIND_TITLES[payment.type],
    amount: signedAmount(payment).text,
    status: STATUS_TITLES[payment.status],
    details: paymentDetails(payment),
  }
}

/** One operation as one line of plain text for a support ticket (server text on one line, plain spaces). */
export function paymentText(payment: Payment) {
  const { date, kind, amount, status, details } = paymentFields(payment)
  return [date, kind, amount, status, details].filter(Boolean).join(' · ').replace(/\s+/g, ' ')
}
