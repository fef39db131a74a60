import { PaymentSchema, type PaymentKind, type PaymentMethod, type PaymentStatus } from '@/api/payments'
import type { MockPayment } from '../../db'
import { localDateTime } from './session-check'
import { checkWith, numberField, type Checked, type FieldErrors } from './editor-checks'

export type PaymentForm = {
  date: string
  amount: string
  type: PaymentKind
  status: PaymentStatus
  method: '' | PaymentMethod
  description: string
}
export type PaymentField = keyof PaymentForm

const FALLBACK: Record<PaymentField, string> = {
  date: 'Укажите дату и время платежа',
  amount: 'Введите сумму числом, например 1500 или 89,50',
  type: 'Выберите тип операции',
  status: 'Выберите статус',
  method: 'Выберите способ оплаты',
  description: 'Некорректное описание',
}
const FIELD_OF: Partial<Record<string, PaymentField>> = {
  createdAt: 'date',
  amount: 'amount',
  type: 'type',
  status: 'status',
  method: 'method',
  description: 'description',
}

export function paymentForm(): PaymentForm {
  return {
    date: localDateTime(new Date().toISOString()),
    amount: '',
    type: 'topup',
    status: 'success',
    method: 'card',
    description: '',
  }
}

/** Checks with the app's PaymentSchema, as the history screen would read the mock's answer. */
export function checkPayment(form: PaymentForm, userId: number): Checked<MockPayment, PaymentField> {
  const errors: FieldErrors<PaymentField> = {}
  const amount = numberField(form.amount, 'amount', FALLBACK.amount, errors)
  const time = Date.parse(form.date)
  if (Number.isNaN(time)) errors.date = FALLBACK.date
  if (amount === undefined || Object.keys(errors).length > 0) return { ok: false, errors }
  const candidate = {
    id: `p-${crypto.randomUUID()}`,
    createdAt: new Date(time).toISOString(),
    amount,
    type: form.type,
    status: form.status,
    description: form.description.trim(),
    method: form.method || null,
  }
  const checked = checkWith(PaymentSchema, candidate, FIELD_OF, FALLBACK)
  return checked.ok ? { ok: true, value: { ...candidate, userId } } : checked
}
