import { HttpResponse, type HttpHandler } from 'msw'
import { PaymentRequestSchema, type PaymentMethod, type PaymentRequest } from '@/api/payments'
import { appUrl } from '@/lib/base-path'
import { handle } from '../handle'
import { db, recordsOf, save, type MockPayment } from '../db'
import { MOCK_PROVIDER_PATH } from '../pages/paths'
import { authenticate, listJson, message, readAuthenticated } from '../respond'
import { getScenario } from '../scenarios'

export const DECLINED_MESSAGE = 'Платёж отклонён банком. Попробуйте другую карту или способ оплаты'

/** The provider page's address for a stored payment (same origin and base, so the app follows it). */
export function providerUrl(paymentId: string) {
  return appUrl(`${MOCK_PROVIDER_PATH}/${encodeURIComponent(paymentId)}`).href
}

/** Validates the request, stores a pending top-up and answers with the provider's address. */
async function startPayment(request: Request, method: PaymentMethod) {
  const call = await readAuthenticated(request, PaymentRequestSchema)
  if (call instanceof Response) return call
  const { user, body } = call
  if (String(body.userId) !== String(user.id)) return message('Платёж можно создать только для своего счёта', 403)
  if (getScenario() === 'payment-declined')
    return { declined: HttpResponse.json({ status: 'error', message: DECLINED_MESSAGE }) }
  const payment = storePending(user.id, body, method)
  return { url: providerUrl(payment.id) }
}

function storePending(userId: number, body: PaymentRequest, method: PaymentMethod): MockPayment {
  const payment: MockPayment = {
    id: `p-${crypto.randomUUID()}`,
    userId,
    createdAt: new Date().toISOString(),
    amount: body.amount,
    type: 'topup',
    status: 'pending',
    description: body.description,
    method,
  }
  db().payments.push(payment)
  save()
  return payment
}

export const walletHandlers: HttpHandler[] = [
  handle('top-up-card', async ({ request }) => {
    const result = await startPayment(request, 'card')
    if (result instanceof Response) return result
    if ('declined' in result) return result.declined
    return HttpResponse.json({ status: 'ok', message: '', data: { paymentUrl: result.url } })
  }),

  handle('top-up-sbp', async ({ request }) => {
    const result = await startPayment(request, 'sbp')
    if (result instanceof Response) return result
    if ('declined' in result) return result.declined
    return HttpResponse.json({ status: 'ok', message: '', data: result.url })
  }),

  handle('payments', async ({ request }) => {
    const auth = authenticate(request)
    if (auth instanceof Response) return auth
    return listJson({ data: recordsOf(db().payments, auth.user.id) })
  }),
]
