import * as v from 'valibot'
import type { MockPayment } from '../../db'
import { PAYMENT_FIELDS as fields } from './data-fields'
import { byApp, russianNumber, textOrNull } from './field-schemas'
import { isoTime, localDateTime } from './session-form'

// A new payment's form, its fields named as in the app's PaymentSchema.

export const PaymentFormSchema = v.object({
  createdAt: v.pipe(isoTime(fields.createdAt.message), byApp(fields.createdAt)),
  amount: v.pipe(russianNumber(fields.amount.message), byApp(fields.amount)),
  type: v.pipe(v.string(), byApp(fields.type)),
  status: v.pipe(v.string(), byApp(fields.status)),
  /** '' is "Без способа": a cashback entry or a service payment has none. */
  method: v.pipe(textOrNull, byApp(fields.method)),
  description: v.pipe(v.string(), v.trim(), byApp(fields.description)),
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
