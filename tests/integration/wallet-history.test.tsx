import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderRoute } from '../render'
import { ANSWER, filteredRows, monthRow, operationRows, operations, serve, fixHistoryClock } from './history-helpers'

fixHistoryClock()

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
    await filteredRows(3)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Период' }), 'Последние 3 месяца')
    await filteredRows(5)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Период' }), 'Свои даты')
    await user.type(screen.getByLabelText('С'), '2025-01-01')
    await user.type(screen.getByLabelText('По'), '2025-12-31')
    expect(router.state.location.search).toEqual({ period: 'custom', from: '2025-01-01', to: '2025-12-31' })
    const [only] = (await filteredRows(1)) as [HTMLElement]
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
    await filteredRows(6)
    expect(router.state.location.search).toEqual({})
  })
})
