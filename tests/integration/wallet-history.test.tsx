import { screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { fetchPaymentHistory } from '@/api/payments'
import { server } from '../../mocks/node'
import { general } from '../../mocks/respond'
import { setScenario } from '../../mocks/scenarios'
import { renderRoute, signInAs } from '../render'

const HISTORY = 'payments/payments/user'
const dateText = (daysAgo: number) =>
  new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(Date.now() - daysAgo * 86_400_000))

async function list() {
  return within(await screen.findByRole('list', { name: 'Операции' })).getAllByRole('listitem')
}

describe('/wallet/history', () => {
  it('lists the operations newest first with date, kind, amount and status', async () => {
    signInAs()
    renderRoute('/wallet/history')
    expect(await screen.findByRole('heading', { level: 1, name: 'История начислений и списаний' })).toBeInTheDocument()
    const items = await list()
    expect(items).toHaveLength(6)
    const [failedTopUp, spend, topUp] = items as [HTMLElement, HTMLElement, HTMLElement]
    expect(failedTopUp).toHaveTextContent('Пополнение баланса')
    expect(failedTopUp).toHaveTextContent(dateText(2))
    expect(failedTopUp).toHaveTextContent('банковская карта')
    expect(failedTopUp).toHaveTextContent('+500,00 ₽')
    expect(failedTopUp).toHaveTextContent('Не выполнен')
    expect(spend).toHaveTextContent('Списание кэшбэка')
    expect(spend).toHaveTextContent('−2,25 балл.')
    expect(topUp).toHaveTextContent('+1 500,00 ₽')
    expect(topUp).toHaveTextContent('СБП')
    expect(topUp).toHaveTextContent('Выполнен')
    expect(items[4]).toHaveTextContent('Начисление кэшбэка')
    expect(items[5]).toHaveTextContent(dateText(40))
  })

  it('sorts an unordered answer newest first', async () => {
    signInAs()
    server.use(
      http.get(general(HISTORY), () =>
        HttpResponse.json({
          data: [
            { id: 1, createdAt: '2025-01-05T10:00:00Z', amount: 100, type: 'topup', status: 'success', description: 'Старое', method: 'card' },
            { id: 2, createdAt: '2026-03-08T10:00:00Z', amount: '1790', type: 'purchase', status: 'pending', description: 'Новое', method: null },
          ],
        }),
      ),
    )
    renderRoute('/wallet/history')
    const [first, second] = (await list()) as [HTMLElement, HTMLElement]
    expect(first).toHaveTextContent('8 марта 2026 г.')
    expect(first).toHaveTextContent('Оплата услуги')
    expect(first).toHaveTextContent('−1 790,00 ₽')
    expect(first).toHaveTextContent('В обработке')
    expect(second).toHaveTextContent('5 января 2025 г.')
  })

  it('shows skeletons while loading', async () => {
    signInAs()
    server.use(http.get(general(HISTORY), async () => {
      await delay('infinite')
      return HttpResponse.json({ data: [] })
    }))
    renderRoute('/wallet/history')
    expect(await screen.findByRole('status')).toHaveTextContent('Загрузка истории')
  })

  it('shows an empty state for a new user', async () => {
    setScenario('new-user')
    signInAs()
    renderRoute('/wallet/history')
    expect(await screen.findByText(/Операций пока нет/)).toBeInTheDocument()
  })

  it('shows an error with a retry that works', async () => {
    signInAs()
    server.use(http.get(general(HISTORY), () => HttpResponse.json({ message: 'История временно недоступна' }, { status: 503 })))
    const { user } = renderRoute('/wallet/history')
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 })
    expect(alert).toHaveTextContent('Не удалось загрузить историю. История временно недоступна')
    server.resetHandlers()
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }))
    expect(await list()).toHaveLength(6)
  }, 15_000)

  it('a malformed answer is an inline error, not a crash', async () => {
    signInAs()
    server.use(http.get(general(HISTORY), () => HttpResponse.json([{ id: 1 }])))
    renderRoute('/wallet/history')
    expect(await screen.findByRole('alert')).toHaveTextContent('Сервер прислал неожиданный ответ')
  })

  it('refuses without a token with "Нет авторизации" (SPEC §6)', async () => {
    await expect(fetchPaymentHistory()).rejects.toThrow('Нет авторизации')
  })
})
