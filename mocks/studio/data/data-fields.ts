import { DeviceSchema } from '@/api/devices'
import { PaymentSchema } from '@/api/payments'
import { ServiceSchema } from '@/api/services'
import { UserSchema } from '@/api/user'
import type * as v from 'valibot'
import { dataField, type DataField } from './field-schemas'

// The fields support edits, once each: the app's own schema for the field and the Russian message for
// a value it would not take. The editor's forms read what support typed with them (*-form.ts), and the
// records a link or a file brings are checked by the very same (link-data.ts).

export const USER_FIELDS = dataFields(UserSchema.entries, {
  firstName: 'Некорректное имя',
  middleName: 'Некорректное отчество',
  lastName: 'Некорректная фамилия',
  userName: 'Некорректный никнейм',
  email: 'Некорректный e-mail',
  phoneNamber: 'Некорректный телефон',
  balance: 'Введите баланс числом, например 3217,40',
  balanceStars: 'Введите кэшбэк числом, например 112,50',
})

export const SERVICE_FIELDS = dataFields(ServiceSchema.entries, {
  message: 'Некорректное название',
  amount: 'Введите цену числом (пусто — 1790 ₽, как у сервера без цены)',
  serverCount: 'Введите количество серверов целым числом',
})

export const SESSION_FIELDS = dataFields(DeviceSchema.entries, {
  userAgent: 'Некорректная строка user-agent',
  ipAddress: 'Некорректный IP-адрес',
  lastActivity: 'Укажите дату и время последней активности',
})

export const PAYMENT_FIELDS = dataFields(PaymentSchema.entries, {
  createdAt: 'Укажите дату и время платежа',
  amount: 'Введите сумму числом, например 1500 или 89,50',
  type: 'Выберите тип операции',
  status: 'Выберите статус',
  method: 'Выберите способ оплаты',
  description: 'Некорректное описание',
})

/** Each field's schema from the app's record schema, with the message for a value it would not take. */
function dataFields<E extends v.ObjectEntries, M extends { [K in keyof E]?: string }>(entries: E, messages: M) {
  const fields = Object.entries(messages).map(([key, message]) => [
    key,
    dataField(entries[key] as v.GenericSchema, message as string),
  ])
  return Object.fromEntries(fields) as { [K in keyof M & keyof E]: DataField<E[K]> }
}

/** A table's schemas, as the entries of a record's schema. */
export function fieldSchemas<T extends Record<string, DataField>>(fields: T) {
  const entries = Object.entries(fields).map(([key, field]) => [key, field.schema])
  return Object.fromEntries(entries) as { [K in keyof T]: T[K]['schema'] }
}
