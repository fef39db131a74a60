import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { requireToken } from './auth-required'
import { gatewayApi } from './http'
import { OptionalTextSchema } from './schema'

/** SPEC §9: a service the server gives no price for costs 1790 ₽ a month. */
export const DEFAULT_SERVICE_PRICE = 1790

// Absent and null both run through the pipe as null (optional's default), so the output is always a number.
const PriceSchema = v.optional(
  v.pipe(
    v.nullable(v.union([v.number(), v.pipe(v.string(), v.decimal())])),
    v.transform((value) => (value === null ? DEFAULT_SERVICE_PRICE : Number(value))),
    v.finite(),
    v.minValue(0),
  ),
  null,
)

const CountSchema = v.optional(
  v.pipe(
    v.nullable(v.union([v.number(), v.pipe(v.string(), v.digits())])),
    v.transform((value) => Number(value ?? 0)),
    v.integer(),
    v.minValue(0),
  ),
  null,
)

/** SPEC §3 Service: `message` is the service's name, `amount` its price per month in rubles. */
export const ServiceSchema = v.object({
  amount: PriceSchema,
  message: OptionalTextSchema,
  serverCount: CountSchema,
})
export type Service = v.InferOutput<typeof ServiceSchema>

/** SPEC §7: the endpoint answers an array or a single object; nothing at all means no services. */
// (Normalised before parsing: valibot's object schema would accept an array as an object with no keys.)
export const ServicesAnswerSchema = v.pipe(
  v.unknown(),
  v.transform((answer) => (answer === null ? [] : Array.isArray(answer) ? answer : [answer])),
  v.array(ServiceSchema),
)

export async function fetchServices(): Promise<Service[]> {
  requireToken() // SPEC §6: the services call is skipped without a token
  return gatewayApi.get('serversms/api/Servers/owner/services').json(ServicesAnswerSchema)
}

export const serviceQueries = {
  all: () => ['services'] as const,
  list: () =>
    queryOptions({
      queryKey: [...serviceQueries.all(), 'list'] as const,
      queryFn: fetchServices,
      staleTime: 60_000,
      meta: { inlineError: true },
    }),
}

/** The monthly price of all active services together. */
export function monthlyTotal(services: readonly Service[]) {
  return services.reduce((sum, service) => sum + service.amount, 0)
}
