import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import type { gate } from '../gate'
import { renderRoute, signInAs } from '../render'

// The top-up dialog as its tests drive it: opened signed in, payment requests recorded on the way
// to the mock's own handlers, and the payload SPEC §7 asks for.

export const CARD = 'paymentms/api/Payment/create'
export const SBP = 'paymentms/api/Payment/sbp/qr'

/** Records every payment request body and lets the mock backend answer it (once `held` opens). */
export function recordPayments(options: { held?: ReturnType<typeof gate> } = {}) {
  const bodies: { path: string; body: unknown }[] = []
  const record = (path: string) =>
    http.post(gateway(path), async ({ request }) => {
      bodies.push({ path, body: await request.clone().json() })
      await options.held?.opened
      return undefined // fall through to the mock's own handler
    })
  server.use(record(CARD), record(SBP))
  return bodies
}

export async function openTopUp() {
  signInAs()
  const view = renderRoute('/')
  await view.user.click(await screen.findByRole('button', { name: 'Пополнить баланс' }))
  const dialog = await screen.findByRole('dialog', { name: 'Пополнение баланса' })
  await within(dialog).findByLabelText('Сумма пополнения')
  return { ...view, dialog }
}

export const amountField = () => screen.getByLabelText('Сумма пополнения')
export const submit = () => screen.getByRole('button', { name: 'Перейти к оплате' })

// (jsdom cannot navigate: location.assign to the provider prints "Not implemented: navigation"; expected.)

export function expectedPayload(amount: number) {
  return {
    userId: 10231,
    amount,
    description: 'Пополнение баланса',
    receipt: {
      email: 'demo@example.com',
      taxation: 'osn',
      items: [{ name: 'Пополнение баланса личного кабинета', price: amount, quantity: 1, amount, tax: 'none' }],
    },
    email: 'demo@example.com',
    isRecurrent: false,
  }
}
