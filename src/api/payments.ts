import * as v from 'valibot'
import { requireToken } from './auth-required'
import { UserFacingError, type ErrorTexts } from './errors'
import type { ApiCall } from './call'
import { send } from './send'
import { AmountSchema, IdSchema, OptionalTextSchema } from './schema'
import { PAYMENT_KINDS, PAYMENT_STATUSES } from './payment-kinds'
import { EmailSchema } from './text-rules'

export const paymentsCall = 'GET general payments/payments/user' satisfies ApiCall
export const topUpCardCall = 'POST gateway paymentms/api/Payment/create' satisfies ApiCall
export const topUpSbpCall = 'POST gateway paymentms/api/Payment/sbp/qr' satisfies ApiCall

/** SPEC §8's texts for a failed payment call. */
export const PAYMENT_ERRORS: ErrorTexts = {
  badRequest: 'Ошибка при отправке запроса.',
  unauthorized: 'Ошибка при отправке запроса.',
  notFound: 'Ошибка при отправке запроса.',
  http: 'Ошибка при отправке запроса.',
  other: 'Что-то пошло не так.',
}

// ---- Payment history (SPEC §7 GET /payments/payments/user on the general backend) ----

/** An ISO date-time; years outside 1970–9999 are no payment this business made. */
const DateTimeSchema = v.pipe(
  v.string(),
  v.maxLength(64),
  v.check((value) => {
    const year = new Date(Date.parse(value)).getUTCFullYear()
    return year >= 1970 && year <= 9999
  }, 'Некорректная дата'),
)

/** How a top-up is paid (SPEC §7): its titles are in src/features/wallet/payment-labels.ts. */
export const PAYMENT_METHODS = ['card', 'sbp'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

export const PaymentSchema = v.object({
  id: IdSchema,
  createdAt: DateTimeSchema,
  /** Rubles for money entries, points for cashback entries (1 point = 1 ruble). */
  amount: AmountSchema,
  type: v.picklist(PAYMENT_KINDS),
  status: v.picklist(PAYMENT_STATUSES),
  description: OptionalTextSchema,
  method: v.optional(v.nullable(v.picklist(PAYMENT_METHODS)), null),
})
export type Payment = v.InferOutput<typeof PaymentSchema>

// ---- Top-up (SPEC §3, §7, §9) ----

/** Whole rubles from 1 to 100 000 per top-up: the old portal's missing bounds were a defect. */
export const TOP_UP_MIN = 1
export const TOP_UP_MAX = 100_000
export const TOP_UP_DESCRIPTION = 'Пополнение баланса'
/** The single receipt line's name. */
export const TOP_UP_ITEM_NAME = 'Пополнение баланса личного кабинета'

const RublesSchema = v.pipe(v.number(), v.integer(), v.minValue(TOP_UP_MIN), v.maxValue(TOP_UP_MAX))

/**
 * The exact payment request of SPEC §3/§9. All money is in whole rubles (as the form asks and the
 * old portal sent), the receipt item's price and amount equal the top-up amount (quantity 1).
 * The mock backend validates what it receives with this same schema.
 */
export const PaymentRequestSchema = v.pipe(
  v.strictObject({
    userId: v.union([v.pipe(v.number(), v.integer(), v.minValue(1)), v.pipe(v.string(), v.nonEmpty())]),
    amount: RublesSchema,
    description: v.literal(TOP_UP_DESCRIPTION),
    receipt: v.strictObject({
      email: EmailSchema,
      taxation: v.literal('osn'),
      items: v.pipe(
        v.array(
          v.strictObject({
            name: v.pipe(v.string(), v.nonEmpty()),
            price: RublesSchema,
            quantity: v.literal(1),
            amount: RublesSchema,
            tax: v.literal('none'),
          }),
        ),
        v.length(1),
      ),
    }),
    email: EmailSchema,
    isRecurrent: v.literal(false),
  }),
  v.check(
    (request) => request.receipt.items.every((item) => item.price === request.amount && item.amount === request.amount),
    'Сумма чека должна совпадать с суммой платежа',
  ),
)
export type PaymentRequest = v.InferOutput<typeof PaymentRequestSchema>

export function buildPaymentRequest(user: { id: string; email: string }, amount: number): PaymentRequest {
  // The gateway's user ids are integers; keep any other id as the server gave it.
  const userId = /^\d+$/.test(user.id) ? Number(user.id) : user.id
  return {
    userId,
    amount,
    description: TOP_UP_DESCRIPTION,
    receipt: {
      email: user.email,
      taxation: 'osn',
      items: [{ name: TOP_UP_ITEM_NAME, price: amount, quantity: 1, amount, tax: 'none' }],
    },
    email: user.email,
    isRecurrent: false,
  }
}

const StatusFields = { status: v.string(), message: OptionalTextSchema }
export const CardAnswerSchema = v.object({
  ...StatusFields,
  data: v.optional(v.nullable(v.object({ paymentUrl: v.optional(v.nullable(v.string())) }))),
})
export const SbpAnswerSchema = v.object({ ...StatusFields, data: v.optional(v.nullable(v.string())) })

/** Sends the request and returns the provider's address; a status other than 'ok' shows its message. */
export async function createPayment(method: PaymentMethod, request: PaymentRequest): Promise<string> {
  requireToken()
  const answer =
    method === 'card'
      ? await send(topUpCardCall, { json: request }).json(CardAnswerSchema)
      : await send(topUpSbpCall, { json: request }).json(SbpAnswerSchema)
  if (answer.status !== 'ok') throw new UserFacingError(answer.message || PAYMENT_ERRORS.http)
  const url = typeof answer.data === 'string' ? answer.data : answer.data?.paymentUrl
  if (!url) throw new UserFacingError(PAYMENT_ERRORS.other)
  return url
}
