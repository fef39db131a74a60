import * as v from 'valibot'
import { ServiceSchema } from '@/api/services'
import type { MockService } from '../../db'
import { byApp, requiredText, russianNumber, textOrNull } from './field-schemas'

// A service's form, its fields named as in the app's ServiceSchema.

const PRICE_MESSAGE = 'Введите цену числом (пусто — 1790 ₽, как у сервера без цены)'

export const ServiceFormSchema = v.object({
  message: requiredText('Введите название услуги', ServiceSchema.entries.message, 'Некорректное название'),
  /** Empty stays null, as a server without a price sends it (the app then shows 1790 ₽). */
  amount: v.pipe(
    textOrNull,
    v.nullable(v.pipe(russianNumber(PRICE_MESSAGE), byApp(ServiceSchema.entries.amount, PRICE_MESSAGE))),
  ),
  serverCount: v.pipe(
    v.string(),
    v.trim(),
    byApp(ServiceSchema.entries.serverCount, 'Введите количество серверов целым числом'),
  ),
})
export type ServiceValues = v.InferInput<typeof ServiceFormSchema>

export function serviceValues(service?: MockService): ServiceValues {
  return {
    message: service?.message ?? '',
    amount: service?.amount == null ? '' : String(service.amount).replace('.', ','),
    serverCount: String(service?.serverCount ?? 1),
  }
}

/** The service to store: the form's values as the app's schema reads them. */
export function serviceOf(values: ServiceValues, userId: number): MockService {
  return { userId, ...v.parse(ServiceFormSchema, values) }
}
