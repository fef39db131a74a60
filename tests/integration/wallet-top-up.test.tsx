import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AMOUNT_MESSAGES } from '@/features/wallet/amount-schema'
import { watchPageExits } from '../page-exits'
import { gate } from '../gate'
import { amountField, CARD, expectedPayload, openTopUp, recordPayments, SBP, submit } from './top-up-helpers'

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
})
