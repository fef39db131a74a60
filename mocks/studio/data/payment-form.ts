import * as v from 'valibot'
import { PaymentSchema } from '@/api/payments'
import type { MockPayment } from '../../db'
import { byApp, russianNumber, textOrNull } from './field-schemas'
import { isoTime, localDateTime } from './session-form'

// A new payment's form, its fields named as in the app's PaymentSchema.

const AMOUNT_MESSAGE = 'Введите сумму числом, например 1500 или 89,50'
const DATE_MESSAGE = 'Укажите дату и время платежа'

const { entries } = PaymentSchema

export const PaymentFormSchema = v.object({
  createdAt: v.pipe(isoTime(DATE_MESSAGE), byApp(entries.createdAt, DATE_MESSAGE)),
  amount: v.pipe(russianNumber(AMOUNT_MESSAGE), byApp(entries.amount, AMOUNT_MESSAGE)),
  type: v.pipe(v.string(), byApp(entries.type, 'Выберите тип операции')),
  status: v.pipe(v.string(), byApp(entries.status, 'Выберите статус')),
  /** '' is "Без способа": a cashback entry or a service payment has none. */
  method: v.pipe(textOrNull, byApp(entries.method, 'Выберите способ оплаты')),
  description: v.pipe(v.string(), v.trim(), byApp(entries.description, 'Некорректное описание')),
})
export type PaymentValues = v.InferInput<typeof PaymentFormSchema>

export function paymentValues(): PaymentValues {
  return {
    createdAt: localDateTime(new Date().toISOString()),
    amount: '',
    type: 'topup',
    status: 'success',
    method: 'card',
    description: '',
  }
}

export function paymentOf(values: PaymentValues, userId: number): MockPayment {
  return { id: `p-${crypto.randomUUID()}`, ...v.parse(PaymentFormSchema, values), userId }
}
