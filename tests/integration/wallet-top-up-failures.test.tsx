import { screen, waitFor } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { onlineManager } from '@tanstack/react-query'
import { describe, expect, it, onTestFinished } from 'vitest'
import { UNSAFE_URL_MESSAGE } from '@/features/wallet/use-top-up'
import { DECLINED_MESSAGE } from '@mocks/handlers/wallet'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { setScenario } from '@mocks/scenarios'
import { watchPageExits } from '../page-exits'
import { malformedAnswer, NETWORK_FAILURE } from '../failures'
import { amountField, CARD, openTopUp, recordPayments, submit } from './top-up-helpers'

describe('the top-up form when things go wrong', () => {
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
    malformedAnswer({ status: 'ok', data: 42 }),
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
