import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { readHarText } from '../../import/har-import-read'
import { customerReportOf, REPORT_ROWS_LIMIT, showCustomerReport } from '../../import/customer-report'
import { CustomerReportView } from './customer-report-view'

const GATEWAY = 'https://gw.gamehost.example'
const at = (second: number) => `2026-11-20T09:15:${String(second).padStart(2, '0')}.000Z`
const call = (path: string, status: number, second: number | undefined) => ({
  ...(second !== undefined && { startedDateTime: at(second) }),
  request: { method: 'POST', url: `${GATEWAY}${path}` },
  response: { status, content: { mimeType: 'application/json', text: '{}' } },
})
const report = (log: Record<string, unknown>) => {
  const reading = readHarText(JSON.stringify({ log: { entries: [], ...log } }))
  if (!reading.ok) throw new Error(reading.error)
  return customerReportOf(reading.entries, reading.extras)
}

describe("the customer's report in the journal", () => {
  it('puts pages, messages, errors and the connection among the calls, in time order', () => {
    const shown = report({
      entries: [call('/authms/api/Auth/user', 200, 1), call('/authms/api/Auth/devices', 500, 5)],
      _events: [
        { type: 'toast', time: at(6), kind: 'error', text: 'Не удалось загрузить устройства' },
        { type: 'route', time: at(3), path: '/profile/devices' },
        { type: 'network', time: at(7), online: false },
        { type: 'error', time: at(0), message: 'TypeError: x', stack: 'at a\nat b' },
      ],
    })
    expect(shown?.rows.map((row) => row.type)).toEqual(['error', 'call', 'route', 'call', 'toast', 'network'])
  })

  it('keeps a call without a usable time after the call before it', () => {
    const shown = report({
      entries: [call('/authms/api/Auth/user', 200, 1), call('/authms/api/Auth/devices', 500, undefined)],
      _events: [{ type: 'route', time: at(4), path: '/' }],
    })
    expect(shown?.rows.map((row) => row.type)).toEqual(['call', 'call', 'route'])
  })

  it('shows the newest rows only and says how many there were', () => {
    const events = Array.from({ length: REPORT_ROWS_LIMIT + 50 }, (_, index) => ({
      type: 'route',
      time: new Date(Date.UTC(2026, 10, 20, 9, 0, index)).toISOString(),
      path: `/p${index}`,
    }))
    const shown = report({ _events: events })
    expect(shown?.rows).toHaveLength(REPORT_ROWS_LIMIT)
    expect(shown?.total).toBe(REPORT_ROWS_LIMIT + 50)
    expect(shown?.rows.at(-1)).toMatchObject({ path: `/p${REPORT_ROWS_LIMIT + 49}` })
  })

  it('names the device facts it knows, in Russian, and leaves other keys out', () => {
    const shown = report({
      _device: { theme: 'light', build: 'index-abc.js', language: 'ru-RU', evil: '<script>', pixelRatio: 3 },
    })
    expect(shown?.device).toEqual([
      ['Сборка', 'index-abc.js'],
      ['Язык', 'ru-RU'],
      ['Плотность пикселей', '3'],
      ['Тема', 'светлая'],
    ])
  })

  it("reads times on the customer's clock when their time zone is a real one, and names their device", () => {
    const android = 'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0'
    const shown = report({ _device: { timeZone: 'Asia/Yekaterinburg', userAgent: android } })
    expect(shown?.timeZone).toBe('Asia/Yekaterinburg')
    expect(shown?.device[0]).toEqual(['Устройство', 'Android 14 · Chrome'])
    expect(report({ _device: { timeZone: 'Mars/Base"><script>' } })?.timeZone).toBeUndefined()
  })

  it('is nothing for a browser HAR without extras, and counts wrong-shaped extras', () => {
    expect(report({ entries: [call('/authms/api/Auth/user', 200, 1)] })).toBeUndefined()
    expect(report({ _events: [{ type: 'route' }], _device: 'phone' })).toMatchObject({ rows: [], skipped: 2 })
  })

  it('renders every text of the file as text', () => {
    const html = '<img src=x onerror="alert(1)">'
    showCustomerReport(
      report({
        _description: `${html}\nвторая строка`,
        _device: { userAgent: html },
        _events: [
          { type: 'toast', time: at(1), kind: html, text: html },
          { type: 'error', time: at(2), message: html, stack: html },
          { type: 'route', time: at(3), path: html },
        ],
      }),
    )
    const { container } = render(<CustomerReportView />)
    expect(container.querySelector('img')).toBeNull()
    const region = screen.getByRole('region', { name: 'Отчёт клиента' })
    expect(within(region).getByText(/вторая строка/)).toHaveTextContent(html)
    const story = within(region).getByRole('table', { name: 'Что происходило у клиента, по порядку' })
    expect(within(story).getAllByRole('row')).toHaveLength(4)
    expect(within(story).getByText('Ошибка в приложении')).toBeVisible()
    expect(within(region).getAllByRole('definition').at(-1)).toHaveTextContent(html)
    showCustomerReport(undefined)
  })

  it('shows a megabyte-long route cut, with its length, whole on demand, and cut again', async () => {
    const path = `/${'a'.repeat(3_000_000)}`
    showCustomerReport(report({ _events: [{ type: 'route', time: at(1), path }] }))
    render(<CustomerReportView />)
    expect(screen.getByText(/\(всего 3\s000\s001 символов\)$/)).toBeInTheDocument()
    expect(screen.queryByText(path)).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Показать целиком' }))
    expect(screen.getByText(path)).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Свернуть' }))
    expect(screen.queryByText(path)).not.toBeInTheDocument()
  })
})
