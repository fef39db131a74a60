import { ServiceSchema } from '@/api/services'
import type { MockService } from '../../db'
import { checkWith, type Checked, type FieldErrors } from './editor-checks'

export type ServiceForm = { name: string; price: string; servers: string }
export type ServiceField = keyof ServiceForm

const FALLBACK: Record<ServiceField, string> = {
  name: 'Некорректное название',
  price: 'Введите цену числом (пусто — 1790 ₽, как у сервера без цены)',
  servers: 'Введите количество серверов целым числом',
}
const FIELD_OF: Partial<Record<string, ServiceField>> = { message: 'name', amount: 'price', serverCount: 'servers' }

export function serviceForm(service?: MockService): ServiceForm {
  return {
    name: service?.message ?? '',
    price: service?.amount == null ? '' : String(service.amount).replace('.', ','),
    servers: String(service?.serverCount ?? 1),
  }
}

/** Checks with the app's ServiceSchema; an empty price stays null, as a server without a price sends. */
export function checkService(form: ServiceForm, userId: number): Checked<MockService, ServiceField> {
  const errors: FieldErrors<ServiceField> = {}
  const name = form.name.trim()
  if (!name) errors.name = 'Введите название услуги'
  const priceText = form.price
    .trim()
    .replace(/[\s\u00a0]/g, '')
    .replace(',', '.')
  const serversText = form.servers.trim()
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  const amount = priceText === '' ? null : priceText
  const checked = checkWith(ServiceSchema, { message: name, amount, serverCount: serversText }, FIELD_OF, FALLBACK)
  if (!checked.ok) return checked
  return {
    ok: true,
    value: {
      userId,
      message: name,
      amount: amount === null ? null : checked.value.amount,
      serverCount: checked.value.serverCount,
    },
  }
}
