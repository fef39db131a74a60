import { DeviceSchema } from '@/api/devices'
import { PaymentSchema } from '@/api/payments'
import { ServiceSchema } from '@/api/services'
import { UserSchema } from '@/api/user'
import { dataField, type DataField } from './field-schemas'

// The fields support edits, once each: the app's own schema for the field and the Russian message for
// a value it would not take. The editor's forms read what support typed with them (*-form.ts), and the
// records a link or a file brings are checked by the very same (link-data.ts).

const user = UserSchema.entries
export const USER_FIELDS = {
  firstName: dataField(user.firstName, 'Некорректное имя'),
  middleName: dataField(user.middleName, 'Некорректное отчество'),
  lastName: dataField(user.lastName, 'Некорректная фамилия'),
  userName: dataField(user.userName, 'Некорректный никнейм'),
  email: dataField(user.email, 'Некорректный e-mail'),
  phoneNamber: dataField(user.phoneNamber, 'Некорректный телефон'),
  balance: dataField(user.balance, 'Введите баланс числом, например 3217,40'),
  balanceStars: dataField(user.balanceStars, 'Введите кэшбэк числом, например 112,50'),
}

const service = ServiceSchema.entries
export const SERVICE_FIELDS = {
  message: dataField(service.message, 'Некорректное название'),
  amount: dataField(service.amount, 'Введите цену числом (пусто — 1790 ₽, как у сервера без цены)'),
  serverCount: dataField(service.serverCount, 'Введите количество серверов целым числом'),
}

const device = DeviceSchema.entries
export const SESSION_FIELDS = {
  userAgent: dataField(device.userAgent, 'Некорректная строка user-agent'),
  ipAddress: dataField(device.ipAddress, 'Некорректный IP-адрес'),
  lastActivity: dataField(device.lastActivity, 'Укажите дату и время последней активности'),
}

const payment = PaymentSchema.entries
export const PAYMENT_FIELDS = {
  createdAt: dataField(payment.createdAt, 'Укажите дату и время платежа'),
  amount: dataField(payment.amount, 'Введите сумму числом, например 1500 или 89,50'),
  type: dataField(payment.type, 'Выберите тип операции'),
  status: dataField(payment.status, 'Выберите статус'),
  method: dataField(payment.method, 'Выберите способ оплаты'),
  description: dataField(payment.description, 'Некорректное описание'),
}

/** A table's schemas, as the entries of a record's schema. */
export function fieldSchemas<T extends Record<string, DataField>>(fields: T) {
  const entries = Object.entries(fields).map(([key, field]) => [key, field.schema])
  return Object.fromEntries(entries) as { [K in keyof T]: T[K]['schema'] }
}
