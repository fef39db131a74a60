import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, beforeEach, expect, vi } from 'vitest'
import type { Payment } from '@/api/payments'
import { paymentAt } from '@/features/wallet/history-test-data'
import { server } from '@mocks/node'
import { general } from '@mocks/respond'
import { signInAs } from '../render'

// The history screen as its tests see it: a fixed answer, its rows, and a clock fixed in November 2026.

export const HISTORY = 'payments/payments/user'
/** A payment as the server sends it; fields may be overridden with what the app must refuse. */
export const at = (iso: string, fields: Partial<Payment>) => paymentAt(new Date(iso), fields)
export const ANSWER = [
  at('2026-11-20T10:00:00+03:00', { type: 'topup', amount: 500, status: 'failed', method: 'card' }),
  at('2026-11-14T10:00:00+03:00', { type: 'topup', amount: 1500, method: 'sbp' }),
  at('2026-11-15T10:00:00+03:00', { type: 'cashback_spend', amount: 2.25, description: 'Оплата баллами' }),
  { ...at('2026-10-15T10:00:00+03:00', { type: 'purchase', description: 'Minecraft Survival' }), amount: '1790' },
  at('2026-10-15T11:00:00+03:00', { type: 'cashback_accrual', amount: 89.5 }),
  at('2025-06-01T10:00:00+03:00', { type: 'topup', amount: 3000, status: 'pending', method: 'card' }),
]

export function serve(data: unknown) {
  server.use(http.get(general(HISTORY), () => HttpResponse.json({ data })))
}

export const operations = () => screen.findByRole('list', { name: 'Операции' })
/** The month headings' rows and the operations' rows, in reading order. */
export async function rows() {
  return within(await operations()).getAllByRole('listitem')
}
export const monthRow = async (title: string) =>
  (await screen.findByRole('heading', { level: 2, name: title })).closest('li') as HTMLElement
export const operationRows = async () => (await rows()).filter((row) => !within(row).queryByRole('heading'))

/** After a filter change the list follows a render later (a deferred value): waits until it shows `count`
 * operations, then returns them. */
export async function filteredRows(count: number) {
  await waitFor(async () => expect(await operationRows()).toHaveLength(count))
  return operationRows()
}

/** Signs in before each test, with only the clock fixed: "this month" is November 2026 whatever day the suite runs. */
export function fixHistoryClock() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T12:00:00+03:00'))
    signInAs()
  })
  afterEach(() => vi.useRealTimers())
}
