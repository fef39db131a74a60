import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderRoute } from '../render'
import { ANSWER, operationRows, serve, fixHistoryClock } from './history-helpers'

fixHistoryClock()

describe('/wallet/history: a row copied for a support ticket', () => {
  it('copies date, kind, amount, status and description as one line of plain text', async () => {
    serve(ANSWER)
    const { user } = renderRoute('/wallet/history')
    const [failed] = (await operationRows()) as [HTMLElement]
    await user.click(within(failed).getByRole('button', { name: 'Скопировать: Пополнение баланса, 20 ноября 2026 г.' }))
    expect(await screen.findByText('Операция скопирована')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(
      '20 ноября 2026 г. · Пополнение баланса · +500,00 ₽ · Не выполнен · банковская карта',
    )
  })

  it('copies the description of a purchase', async () => {
    serve(ANSWER)
    const { user } = renderRoute('/wallet/history?type=purchase')
    const [purchase] = (await operationRows()) as [HTMLElement]
    await user.click(within(purchase).getByRole('button', { name: /^Скопировать/ }))
    expect(await screen.findByText('Операция скопирована')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe(
      '15 октября 2026 г. · Оплата услуги · −1 790,00 ₽ · Выполнен · Minecraft Survival',
    )
  })
})

describe('/wallet/history: the printed statement', () => {
  it('"Распечатать" opens the browser\'s printing', async () => {
    serve(ANSWER)
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    const { user } = renderRoute('/wallet/history')
    await operationRows()
    await user.click(screen.getByRole('button', { name: 'Распечатать' }))
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('prints the current filters as a statement, month by month with totals, and the period totals', async () => {
    serve(ANSWER)
    renderRoute('/wallet/history?period=quarter&status=success')
    await waitFor(async () => expect(await operationRows()).toHaveLength(4))
    expect(screen.queryByRole('region', { name: 'Выписка по операциям' })).not.toBeInTheDocument()

    fireEvent(window, new Event('beforeprint'))
    const statement = screen.getByRole('region', { name: 'Выписка по операциям' })
    expect(statement).toHaveTextContent(
      '«Период: Последние 3 месяца», «Статус: Выполнен». Сформирована 23 ноября 2026 г.',
    )
    expect(statement).toHaveTextContent('Итого за периодЗачислено+1 500,00 ₽Списано−1 790,00 ₽')
    const november = within(statement).getByRole('region', { name: 'Ноябрь 2026' })
    expect(november).toHaveTextContent('Зачислено+1 500,00 ₽')
    const rows = (month: HTMLElement) =>
      within(month)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent?.replace(/\u00a0/g, ' ')),
        )
    expect(rows(november)).toEqual([
      ['15 ноября 2026 г.', 'Списание кэшбэка', '−2,25 балл.', 'Выполнен', 'Оплата баллами'],
      ['14 ноября 2026 г.', 'Пополнение баланса', '+1 500,00 ₽', 'Выполнен', 'СБП'],
    ])
    const october = within(statement).getByRole('region', { name: 'Октябрь 2026' })
    expect(rows(october)).toHaveLength(2)
    expect(within(statement).queryByText('Не выполнен')).not.toBeInTheDocument()
    expect(within(statement).queryByRole('button')).not.toBeInTheDocument()

    fireEvent(window, new Event('afterprint'))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Выписка по операциям' })).not.toBeInTheDocument())
  })
})
