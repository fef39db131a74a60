import { screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchPaymentHistory } from '@/api/payment-history'
import type { Payment } from '@/api/payments'
import { paymentAt } from '@/features/wallet/history-test-data'
import { server } from '@mocks/node'
import { general } from '@mocks/respond'
import { setScenario } from '@mocks/scenarios'
import { CLIENT_TIMERS, endFakedWait, runClockUntil } from '../clock'
import { renderRoute, signInAs } from '../render'

const HISTORY = 'payments/payments/user'
/** A payment as the server sends it; fields may be overridden with what the app must refuse. */
const at = (iso: string, fields: Partial<Payment>) => paymentAt(new Date(iso), fields)
const ANSWER = [
  at('2026-11-20T10:00:00+03:00', { type: 'topup', amount: 500, status: 'failed', method: 'card' }),
  at('2026-11-14T10:00:00+03:00', { type: 'topup', amount: 1500, method: 'sbp' }),
  at('2026-11-15T10:00:00+03:00', { type: 'cashback_spend', amount: 2.25, description: 'Оплата баллами' }),
  { ...at('2026-10-15T10:00:00+03:00', { type: 'purchase', description: 'Minecraft Survival' }), amount: '1790' },
  at('2026-10-15T11:00:00+03:00', { type: 'cashback_accrual', amount: 89.5 }),
  at('2025-06-01T10:00:00+03:00', { type: 'topup', amount: 3000, status: 'pending', method: 'card' }),
]

function serve(data: unknown) {
  server.use(http.get(general(HISTORY), () => HttpResponse.json({ data })))
}

const operations = () => screen.findByRole('list', { name: 'Операции' })
/** The month headings' rows and the operations' rows, in reading order. */
async function rows() {
  return within(await operations()).getAllByRole('listitem')
}
const monthRow = async (title: string) =>
  (await screen.findByRole('heading', { level: 2, name: title })).closest('li') as HTMLElement
const operationRows = async () => (await rows()).filter((row) => !within(row).queryByRole('heading'))

beforeEach(() => {
  // Only the clock: "this month" is November 2026 whatever day the suite runs.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-23T12:00:00+03:00'))
  signInAs()
})
afterEach(() => vi.useRealTimers())

describe('/wallet/history: months and totals', () => {
  it('groups the operations by month, newest first, each month with its totals', async () => {
    serve(ANSWER)
    renderRoute('/wallet/history')
    expect(await screen.findByRole('heading', { level: 1, name: 'История начислений и списаний' })).toBeInTheDocument()
    const headings = within(await operations()).getAllByRole('heading', { level: 2 })
    expect(headings.map((heading) => heading.textContent)).toEqual(['Ноябрь 2026', 'Октябрь 2026', 'Июнь 2025'])
    const november = await monthRow('Ноябрь 2026')
    // The failed 500 ₽ top-up is listed but not counted.
    expect(november).toHaveTextContent('Зачислено+1 500,00 ₽')
    expect(november).toHaveTextContent('Списано0,00 ₽')
    expect(november).toHaveTextContent('Баллы списаны−2,25 балл.')
    const october = await monthRow('Октябрь 2026')
    expect(october).toHaveTextContent('Списано−1 790,00 ₽')
    expect(october).toHaveTextContent('Баллы начислены+89,50 балл.')
    const [failed, spend, topUp] = (await operationRows()) as [HTMLElement, HTMLElement, HTMLElement]
    expect(failed).toHaveTextContent('Пополнение баланса')
    expect(failed).toHaveTextContent('20 ноября 2026 г.')
    expect(failed).toHaveTextContent('банковская карта')
    expect(failed).toHaveTextContent('+500,00 ₽')
    expect(failed).toHaveTextContent('Не выполнен')
    expect(spend).toHaveTextContent('−2,25 балл.')
    expect(topUp).toHaveTextContent('СБП')
    expect(screen.getByText('6 операций')).toBeInTheDocument()
  })

  it('shows the demo history in months', async () => {
    vi.useRealTimers()
    renderRoute('/wallet/history')
    expect(await operationRows()).toHaveLength(11)
    expect(within(await operations()).getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3)
  })
})

describe('/wallet/history: filters', () => {
  it('reads the filters from the address', async () => {
    serve(ANSWER)
    renderRoute('/wallet/history?type=topup&status=success')
    expect(await screen.findByRole('combobox', { name: 'Тип операции' })).toHaveDisplayValue('Пополнение баланса')
    expect(screen.getByRole('combobox', { name: 'Статус' })).toHaveDisplayValue('Выполнен')
    const [only] = (await operationRows()) as [HTMLElement]
    expect(await operationRows()).toHaveLength(1)
    expect(only).toHaveTextContent('+1 500,00 ₽')
  })

  it('writes each change to the address, and the period presets and custom dates narrow the list', async () => {
    serve(ANSWER)
    const { user, router } = renderRoute('/wallet/history')
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Период' }), 'Этот месяц')
    expect(router.state.location.search).toEqual({ period: 'month' })
    expect(await operationRows()).toHaveLength(3)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Период' }), 'Последние 3 месяца')
    expect(await operationRows()).toHaveLength(5)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Период' }), 'Свои даты')
    await user.type(screen.getByLabelText('С'), '2025-01-01')
    await user.type(screen.getByLabelText('По'), '2025-12-31')
    expect(router.state.location.search).toEqual({ period: 'custom', from: '2025-01-01', to: '2025-12-31' })
    const [only] = (await operationRows()) as [HTMLElement]
    expect(only).toHaveTextContent('+3 000,00 ₽')
    expect(only).toHaveTextContent('В обработке')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Тип операции' }), 'Оплата услуги')
    expect(router.state.location.search).toEqual({
      type: 'purchase',
      period: 'custom',
      from: '2025-01-01',
      to: '2025-12-31',
    })
    router.history.back()
    expect(await screen.findByRole('combobox', { name: 'Тип операции' })).toHaveDisplayValue('Все операции')
  })

  it.each([
    ['?type=%7B%7D&status=5&period=%5B1%5D', 6],
    ['?type=refund&status=%3Cscript%3E&period=custom&from=2026-02-30&to=9999999', 6],
    [`?period=custom&from=${'2'.repeat(5000)}&to=null`, 6],
    ['?type=purchase&status=nope', 1],
  ])('hostile params %s fall back to defaults, no error page', async (search, shown) => {
    serve(ANSWER)
    renderRoute(`/wallet/history${search}`)
    expect(await operationRows()).toHaveLength(shown)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('an empty result names the hiding filter and resets the filters', async () => {
    serve(ANSWER)
    const { user, router } = renderRoute('/wallet/history?period=custom&from=2024-01-01&to=2024-12-31')
    expect(
      await screen.findByText('Нет операций: их скрывает фильтр «Период: с 01.01.2024 по 31.12.2024».'),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }))
    expect(await operationRows()).toHaveLength(6)
    expect(router.state.location.search).toEqual({})
  })
})

describe('/wallet/history: answers', () => {
  it('shows the valid payments of a partly broken answer and counts the rest', async () => {
    serve([
      ANSWER[1],
      null,
      { ...ANSWER[2], amount: 'NaN' },
      { ...ANSWER[3], type: 'refund' },
      { ...ANSWER[4], description: 'Д'.repeat(1_000_000) },
    ])
    renderRoute('/wallet/history')
    expect(await screen.findByText('3 записи не удалось показать')).toBeInTheDocument()
    const [topUp, accrual] = (await operationRows()) as [HTMLElement, HTMLElement]
    expect(topUp).toHaveTextContent('+1 500,00 ₽')
    // The 1 MB description is clipped on screen; its tooltip carries more, but never megabytes.
    expect(accrual.textContent?.length).toBeLessThan(400)
    expect(within(accrual).getByTitle(/^Д{1000}…$/)).toBeInTheDocument()
  })

  it('an answer that is not a list is an inline error, not a crash', async () => {
    server.use(http.get(general(HISTORY), () => HttpResponse.json([{ id: 1 }])))
    renderRoute('/wallet/history')
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер прислал неожиданный ответ')
  })

  it('renders only a window of a long history', async () => {
    serve(
      Array.from({ length: 5000 }, (_, index) =>
        at(new Date(Date.UTC(2026, 10, 20) - index * 3_600_000).toISOString(), { id: String(index), amount: index }),
      ),
    )
    renderRoute('/wallet/history')
    expect(await screen.findByText('5000 операций')).toBeInTheDocument()
    expect((await rows()).length).toBeLessThan(60)
  })

  it('shows skeletons while loading', async () => {
    server.use(
      http.get(general(HISTORY), async () => {
        await delay('infinite')
        return HttpResponse.json({ data: [] })
      }),
    )
    renderRoute('/wallet/history')
    expect(await screen.findByRole('status')).toHaveTextContent('Загрузка истории')
  })

  it('shows an empty state for a new user', async () => {
    setScenario('new-user')
    signInAs()
    renderRoute('/wallet/history')
    expect(await screen.findByText(/Операций пока нет/)).toBeInTheDocument()
  })

  it('shows an error with a retry that works, after the client retried the read', async () => {
    let attempts = 0
    server.use(
      http.get(general(HISTORY), () => {
        attempts += 1
        return HttpResponse.json({ message: 'История временно недоступна' }, { status: 503 })
      }),
    )
    // The client's backoff runs on the faked clock (with the date the suite fixes), never waited out.
    vi.useFakeTimers({ toFake: [...CLIENT_TIMERS.toFake, 'Date'], now: new Date('2026-11-23T12:00:00+03:00') })
    const { user } = renderRoute('/wallet/history')
    const alert = await runClockUntil(() => screen.queryByRole('alert'))
    expect(alert).toHaveTextContent('Не удалось загрузить историю. История временно недоступна')
    // PRODUCT §3: a read failing with a 5xx is retried (twice) before the screen says so.
    expect(attempts).toBe(3)
    await endFakedWait()
    server.resetHandlers()
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }))
    expect(await operationRows()).toHaveLength(11)
  })

  it('refuses without a token with "Нет авторизации" (SPEC §6)', async () => {
    localStorage.clear()
    await expect(fetchPaymentHistory().next()).rejects.toThrow('Нет авторизации')
  })
})
