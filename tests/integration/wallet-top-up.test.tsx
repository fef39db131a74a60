import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { onlineManager } from '@tanstack/react-query'
import { describe, expect, it, onTestFinished } from 'vitest'
import { AMOUNT_MESSAGES } from '@/features/wallet/amount-schema'
import { UNSAFE_URL_MESSAGE } from '@/features/wallet/use-top-up'
import { DECLINED_MESSAGE } from '@mocks/handlers/wallet'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { setScenario } from '@mocks/scenarios'
import { watchPageExits } from '../page-exits'
import { gate } from '../gate'
import { renderRoute, signInAs } from '../render'
import { NETWORK_FAILURE } from '../failures'

// Two cores shared by several suites: give slow renders room without changing what is asserted.

const CARD = 'paymentms/api/Payment/create'
const SBP = 'paymentms/api/Payment/sbp/qr'

/** Records every payment request body and lets the mock backend answer it (once `held` opens). */
function recordPayments(options: { held?: ReturnType<typeof gate> } = {}) {
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

async function openTopUp() {
  signInAs()
  const view = renderRoute('/')
  await view.user.click(await screen.findByRole('button', { name: 'Пополнить баланс' }))
  const dialog = await screen.findByRole('dialog', { name: 'Пополнение баланса' })
  await within(dialog).findByLabelText('Сумма пополнения')
  return { ...view, dialog }
}

const amountField = () => screen.getByLabelText('Сумма пополнения')
const submit = () => screen.getByRole('button', { name: 'Перейти к оплате' })

// (jsdom cannot navigate: location.assign to the provider prints "Not implemented: navigation"; expected.)

function expectedPayload(amount: number) {
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

describe('the top-up form', () => {
  it('starts at 500 ₽ by card and sends exactly the SPEC payload to Payment/create', async () => {
    const exits = watchPageExits()
    const bodies = recordPayments()
    const { user } = await openTopUp()
    expect(amountField()).toHaveValue('500')
    expect(screen.getByRole('radio', { name: /Банковская карта/ })).toBeChecked()
    await user.click(submit())
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toEqual({ path: CARD, body: expectedPayload(500) })
    // The browser leaves for the provider's page of the new payment; the form stays busy meanwhile.
    await waitFor(() => expect(exits).toEqual([{ mode: 'assign', url: expect.stringMatching(/\/mock\/provider\/.+/) }]))
    expect(submit()).toHaveAttribute('aria-busy', 'true')
  })

  it('sends the same payload to Payment/sbp/qr for SBP', async () => {
    const exits = watchPageExits()
    const bodies = recordPayments()
    const { user } = await openTopUp()
    await user.click(screen.getByRole('radio', { name: /СБП/ }))
    await user.clear(amountField())
    await user.type(amountField(), '2750')
    await user.click(submit())
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toEqual({ path: SBP, body: expectedPayload(2750) })
    await waitFor(() => expect(exits).toHaveLength(1))
  })

  it('fills the amount from the quick picks', async () => {
    const bodies = recordPayments()
    const { user } = await openTopUp()
    const picks = screen.getByRole('group', { name: 'Быстрый выбор суммы' })
    expect(
      within(picks)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['500 ₽', '1 000 ₽', '1 500 ₽', '2 000 ₽', '2 500 ₽'].map((text) => text.replace(/ /g, '\u00a0')))
    await user.click(within(picks).getByRole('button', { name: /^1\s000/ }))
    expect(amountField()).toHaveValue('1000')
    expect(within(picks).getByRole('button', { name: /^1\s000/ })).toHaveAttribute('aria-pressed', 'true')
    expect(within(picks).getByRole('button', { name: /^500/ })).toHaveAttribute('aria-pressed', 'false')
    await user.click(within(picks).getByRole('button', { name: /^2\s500/ }))
    expect(amountField()).toHaveValue('2500')
    await user.click(submit())
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]?.body).toMatchObject({ amount: 2500 })
  })

  it.each([
    ['', AMOUNT_MESSAGES.empty],
    ['0', AMOUNT_MESSAGES.notPositive],
    ['-5', AMOUNT_MESSAGES.notPositive],
    ['10.5', AMOUNT_MESSAGES.fractional],
    ['1e9', AMOUNT_MESSAGES.tooLarge],
    ['abc', AMOUNT_MESSAGES.notNumber],
  ])('refuses %j with "%s" and sends nothing', async (typed, message) => {
    const bodies = recordPayments()
    const { user } = await openTopUp()
    await user.clear(amountField())
    if (typed) await user.type(amountField(), typed)
    await user.click(submit())
    // Testing Library compares against text with whitespace (incl. no-break spaces) collapsed.
    expect(await screen.findByText(message.replace(/\u00a0/g, ' '))).toBeInTheDocument()
    expect(amountField()).toHaveAttribute('aria-invalid', 'true')
    expect(amountField()).toHaveAccessibleDescription(expect.stringContaining(message))
    // The refusal is decided before any request could start: nothing was sent, and nothing will be.
    expect(bodies).toHaveLength(0)
  })

  it('accepts 500 typed by hand', async () => {
    const bodies = recordPayments()
    const { user } = await openTopUp()
    await user.clear(amountField())
    await user.type(amountField(), '500')
    await user.click(submit())
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(amountField()).not.toHaveAttribute('aria-invalid')
  })

  it('a double click sends one request and dims the method list', async () => {
    const exits = watchPageExits()
    const held = gate()
    const bodies = recordPayments({ held })
    const { user } = await openTopUp()
    await user.dblClick(submit())
    const methods = screen.getByRole('group', { name: 'Способ оплаты' })
    expect(methods).toBeDisabled()
    expect(methods).toHaveAttribute('data-busy')
    held.open()
    // Once the browser is on its way to the provider, every click has had its chance to send.
    await waitFor(() => expect(exits).toHaveLength(1))
    expect(bodies).toHaveLength(1)
  })

  it('Enter pressed twice sends one request', async () => {
    const exits = watchPageExits()
    const held = gate()
    const bodies = recordPayments({ held })
    const { user } = await openTopUp()
    await user.type(amountField(), '{Enter}{Enter}')
    await user.keyboard('{Enter}')
    held.open()
    await waitFor(() => expect(exits).toHaveLength(1))
    expect(bodies).toHaveLength(1)
  })

  it('back from the provider with the back button, the form is usable again', async () => {
    const exits = watchPageExits()
    const { user } = await openTopUp()
    await user.click(submit())
    await waitFor(() => expect(exits).toHaveLength(1))
    expect(exits[0]?.url).toMatch(/\/mock\/provider\//)
    expect(screen.getByRole('group', { name: 'Способ оплаты' })).toBeDisabled()
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }))
    await waitFor(() => expect(screen.getByRole('group', { name: 'Способ оплаты' })).toBeEnabled())
    expect(submit()).toBeEnabled()
  })

  it('offline, the submit fails at once with the network message and is never sent later', async () => {
    const exits = watchPageExits()
    const bodies = recordPayments()
    const { user, queryClient } = await openTopUp()
    await user.click(screen.getByRole('button', { name: /^1\s500/ }))
    onlineManager.setOnline(false)
    onTestFinished(() => onlineManager.setOnline(true))
    await user.click(submit())
    expect(await screen.findByText(NETWORK_FAILURE[2])).toBeInTheDocument()
    expect(amountField()).toHaveValue('1500')
    expect(submit()).toBeEnabled()
    // The signal returns: a paused payment would resume here, by itself.
    onlineManager.setOnline(true)
    expect(queryClient.isMutating()).toBe(0)
    expect(bodies).toEqual([])
    expect(exits).toEqual([])
  })

  it('shows the message of a status that is not ok (payment-declined) and can try again', async () => {
    const exits = watchPageExits()
    const bodies = recordPayments()
    const { user } = await openTopUp()
    setScenario('payment-declined')
    await user.click(submit())
    expect(await screen.findByText(DECLINED_MESSAGE)).toBeInTheDocument()
    expect(submit()).toBeEnabled()
    expect(screen.getByRole('group', { name: 'Способ оплаты' })).toBeEnabled()
    expect(exits).toEqual([])
    setScenario('default')
    await user.click(submit())
    await waitFor(() => expect(bodies).toHaveLength(2))
  })

  it.each([
    [
      'a 500 with a message',
      () => HttpResponse.json({ message: 'Платёжный сервис недоступен' }, { status: 500 }),
      'Платёжный сервис недоступен',
    ],
    ['a 500 without a message', () => new HttpResponse(null, { status: 500 }), 'Ошибка при отправке запроса.'],
    NETWORK_FAILURE,
    [
      'a malformed answer',
      () => HttpResponse.json({ status: 'ok', data: 42 }),
      'Сервер прислал неожиданный ответ. Попробуйте позже',
    ],
    ['not-ok without a message', () => HttpResponse.json({ status: 'error' }), 'Ошибка при отправке запроса.'],
    [
      'a javascript: payment URL',
      () => HttpResponse.json({ status: 'ok', data: { paymentUrl: 'javascript:alert(1)' } }),
      UNSAFE_URL_MESSAGE,
    ],
    [
      'an http payment URL elsewhere',
      () => HttpResponse.json({ status: 'ok', data: { paymentUrl: 'http://pay.example/form' } }),
      UNSAFE_URL_MESSAGE,
    ],
  ])('explains %s in Russian and stays usable', async (_name, answer, message) => {
    server.use(http.post(gateway(CARD), answer))
    const { user } = await openTopUp()
    await user.click(submit())
    // (sonner keeps toasts of earlier tests in a global store, hence "all")
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0)
    expect(submit()).toBeEnabled()
    expect(screen.getByRole('dialog', { name: 'Пополнение баланса' })).toBeInTheDocument()
  })

  it('cannot be dismissed while the request is in flight', async () => {
    server.use(
      http.post(gateway(CARD), async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const { user } = await openTopUp()
    await user.click(submit())
    await user.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Пополнение баланса' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeDisabled()
  })
})
