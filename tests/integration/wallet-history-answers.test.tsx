import { screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { fetchPaymentHistory } from '@/api/payment-history'
import { server } from '@mocks/node'
import { general } from '@mocks/respond'
import { setScenario } from '@mocks/scenarios'
import { CLIENT_TIMERS, endFakedWait, runClockUntil } from '../clock'
import { renderRoute, signInAs } from '../render'
import { ANSWER, at, fixHistoryClock, HISTORY, operationRows, rows, serve } from './history-helpers'

fixHistoryClock()

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
      Array.from({ length: 1000 }, (_, index) =>
        at(new Date(Date.UTC(2026, 10, 20) - index * 3_600_000).toISOString(), { id: String(index), amount: index }),
      ),
    )
    renderRoute('/wallet/history')
    expect(await screen.findByText('1000 операций')).toBeInTheDocument()
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
