import * as v from 'valibot'
import { requireToken } from './auth-required'
import type { ApiCall } from './call'
import { send } from './send'
import { listEntries, type ListEntries } from './list-entries'
import { MoneyValueSchema, NumericSchema, OptionalTextSchema } from './schema'
import { readQuery, type ReadContext } from './read-query'

export const servicesCall = 'GET gateway serversms/api/Servers/owner/services' satisfies ApiCall

/** SPEC §9: a service the server gives no price for costs 1790 ₽ a month. */
export const DEFAULT_SERVICE_PRICE = 1790

// Absent and null both run through the pipe as null (optional's default), so the output is always a number.
// A price is money (MoneyValueSchema: ≤ 10¹², 2 decimals) and never negative.
const PriceSchema = v.optional(
  v.pipe(
    v.nullable(NumericSchema),
    v.transform((value) => (value === null ? DEFAULT_SERVICE_PRICE : Number(value))),
    MoneyValueSchema,
    v.minValue(0),
  ),
  null,
)

/**
 * Servers of one service: a whole number up to 10⁶. A customer rents a handful; a million already
 * means the answer is broken, and keeps "N серверов" short on a phone.
 */
export const MAX_SERVER_COUNT = 1_000_000

const CountSchema = v.optional(
  v.pipe(
    v.nullable(v.union([v.number(), v.pipe(v.string(), v.maxLength(7), v.digits())])),
    v.transform((value) => Number(value ?? 0)),
    v.integer(),
    v.minValue(0),
    v.maxValue(MAX_SERVER_COUNT),
    v.transform((value) => value + 0), // -0 reads as 0
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

/**
 * SPEC §7: the endpoint answers an array or a single object; nothing at all means no services.
 * Entries are read one by one (a broken one is counted, not fatal); anything else than an object,
 * an array or null is a malformed answer.
 */
// (Normalised before parsing: valibot's object schema would accept an array as an object with no keys.)
export const ServicesAnswerSchema = v.pipe(
  v.union([v.null(), v.array(v.unknown()), v.looseObject({})]),
  v.transform((answer) => (answer === null ? [] : Array.isArray(answer) ? answer : [answer])),
  listEntries(ServiceSchema),
)

export async function fetchServices({ signal }: ReadContext = {}): Promise<ListEntries<Service>> {
  requireToken() // SPEC §6: the services call is skipped without a token
  return send(servicesCall, { signal }).json(ServicesAnswerSchema)
}

export const serviceQueries = {
  all: () => ['services'] as const,
  list: () =>
    readQuery([...serviceQueries.all(), 'list'], fetchServices, {
      call: servicesCall,
      staleTime: 60_000,
      inlineError: true,
    }),
}

/** The monthly price of all active services together. */
export function monthlyTotal(services: readonly Service[]) {
  return services.reduce((sum, service) => sum + service.amount, 0)
}
