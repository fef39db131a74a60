import * as v from 'valibot'
import type { MockService } from '../../db'
import { SERVICE_FIELDS as fields } from './data-fields'
import { byApp, requiredText, russianNumber, textOrNull } from './field-schemas'

// A service's form, its fields named as in the app's ServiceSchema.

export const ServiceFormSchema = v.object({
  message: requiredText('Введите название услуги', fields.message),
  /** Empty stays null, as a server without a price sends it (the app then shows 1790 ₽). */
  amount: v.pipe(textOrNull, v.nullable(v.pipe(russianNumber(fields.amount.message), byApp(fields.amount)))),
  serverCount: v.pipe(v.string(), v.trim(), byApp(fields.serverCount)),
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
