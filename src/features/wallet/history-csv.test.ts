import { describe, expect, it } from 'vitest'
import { csvCell, csvDate, csvFileName, csvNumber, historyCsv } from './history-csv'
import { dated, filtersWith, paymentAt } from './history-test-data'

describe('csvCell', () => {
  it.each([
    ['plain text', 'Пополнение баланса', 'Пополнение баланса'],
    ['empty', '', ''],
    ['a formula', '=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['a plus', '+7 999', "'+7 999"],
    ['a minus', '-2+3', "'-2+3"],
    ['an at sign', '@SUM(A1)', "'@SUM(A1)"],
    ['a leading tab', '\tcmd', "'\tcmd"],
    ['a leading carriage return', '\r=1', `"'\r=1"`],
    ['a formula sign inside is harmless', 'Кэшбэк 5% = 89,50', 'Кэшбэк 5% = 89,50'],
    ['the separator', 'a;b', '"a;b"'],
    ['quotes', 'Тариф "Про"', '"Тариф ""Про"""'],
    ['a line break', 'две\nстроки', '"две\nстроки"'],
  ])('%s', (_name, value, cell) => {
    expect(csvCell(value)).toBe(cell)
  })
})

describe('csvNumber and csvDate', () => {
  it.each([
    [1790, '1790,00'],
    [89.5, '89,50'],
    [2.25, '2,25'],
    [-990, '990,00'],
    [-0, '0,00'],
    [1_000_000_000_000, '1000000000000,00'],
  ])('%d → %s', (value, text) => {
    expect(csvNumber(value)).toBe(text)
  })

  it.each([
    [new Date(2026, 0, 5, 0, 0), '05.01.2026'],
    [new Date(2026, 10, 23, 23, 59), '23.11.2026'],
  ])('%s → %s', (date, text) => {
    expect(csvDate(date)).toBe(text)
  })
})

describe('historyCsv', () => {
  it('is UTF-8 with a BOM, `;`-separated, CRLF lines, money in and out in separate columns', () => {
    const csv = historyCsv(
      dated(
        paymentAt(new Date(2026, 10, 21), { type: 'topup', amount: 500, status: 'failed', method: 'card' }),
        paymentAt(new Date(2026, 10, 15), { type: 'cashback_spend', amount: 2.25, description: 'Оплата баллами' }),
        paymentAt(new Date(2026, 9, 15), { type: 'purchase', amount: 1790, description: '=cmd|"/c calc"!A1; x' }),
      ),
    )
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFДата;Операция;Статус;Описание;Способ оплаты;Зачислено;Списано;Единица',
      '21.11.2026;Пополнение баланса;Не выполнен;;банковская карта;500,00;;руб.',
      '15.11.2026;Списание кэшбэка;Выполнен;Оплата баллами;;;2,25;баллы',
      `15.10.2026;Оплата услуги;Выполнен;"'=cmd|""/c calc""!A1; x";;;1790,00;руб.`,
      '',
    ])
  })

  it('has the header alone for no operations', () => {
    expect(historyCsv([])).toBe('\uFEFFДата;Операция;Статус;Описание;Способ оплаты;Зачислено;Списано;Единица\r\n')
  })
})

describe('csvFileName', () => {
  const NOW = new Date(2026, 10, 23, 12, 0)
  it.each([
    [filtersWith({}), 'history_all.csv'],
    [filtersWith({ period: 'month' }), 'history_2026-11-01_2026-11-23.csv'],
    [filtersWith({ period: 'quarter', type: 'purchase' }), 'history_2026-09-01_2026-11-23.csv'],
    [filtersWith({ period: 'year' }), 'history_2026-01-01_2026-11-23.csv'],
    [filtersWith({ period: 'custom', from: '2026-02-01', to: '2026-02-28' }), 'history_2026-02-01_2026-02-28.csv'],
    [filtersWith({ period: 'custom', to: '2026-02-28' }), 'history_start_2026-02-28.csv'],
  ])('%j → %s', (chosen, name) => {
    expect(csvFileName(chosen, NOW)).toBe(name)
  })
})
