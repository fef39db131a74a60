import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { startRecording } from '@/report/record-app'
import { renderRoute, signInAs } from '../render'
import { onSessionEnd } from '@/api/session'

// The report is what the customer hands to support: read it back as support would, from the file.
function captureDownloads() {
  const files: Blob[] = []
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      files.push(blob)
      return 'blob:report'
    },
  })
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  return files
}

async function readFile(file: Blob | undefined): Promise<string> {
  if (!file) throw new Error('No report was saved')
  return file.text()
}

afterEach(() => {
  vi.restoreAllMocks()
  Reflect.deleteProperty(navigator, 'canShare')
  Reflect.deleteProperty(navigator, 'share')
})

describe('"Сообщить о проблеме"', () => {
  it('on /auth saves a HAR with the failed sign-in, the pages and the text, but not the password', async () => {
    const files = captureDownloads()
    const { user, router } = renderRoute('/auth?token=HANDED-TOKEN-1')
    startRecording(router, onSessionEnd)
    await user.type(await screen.findByLabelText('Логин или email'), 'demo')
    await user.type(screen.getByLabelText('Пароль'), 'Wrong-Pass-9')
    await user.click(screen.getByRole('button', { name: 'Войти' }))
    expect(await screen.findByText('Неверный логин или пароль')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Сообщить о проблеме' }))
    const dialog = await screen.findByRole('dialog', { name: 'Сообщить о проблеме' })
    expect(dialog).toHaveTextContent('В отчёт никогда не попадают пароли, коды подтверждения, токены входа и cookie')
    expect(within(dialog).getByRole('link', { name: /чат поддержки/ })).toHaveAttribute(
      'href',
      'https://t.me/gamehost_support',
    )
    expect(within(dialog).queryByRole('button', { name: 'Отправить…' })).not.toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/Что случилось\?/), 'Не могу войти, пробовала password=Wrong-Pass-9')
    await user.click(within(dialog).getByRole('button', { name: 'Скачать отчёт' }))

    await waitFor(() => expect(files).toHaveLength(1))
    const text = await readFile(files[0])
    for (const secret of ['Wrong-Pass-9', 'HANDED-TOKEN-1']) expect(text).not.toContain(secret)
    const { log } = JSON.parse(text) as {
      log: Record<string, unknown> & { entries: { request: { url: string }; response: { status: number } }[] }
    }
    expect(log.version).toBe('1.2')
    expect(log._description).toMatch(/^Не могу войти, пробовала password=\[скрыто·[0-9a-f]{4}\]$/)
    expect(
      log.entries.some((entry) => entry.request.url.endsWith('/Auth/login') && entry.response.status === 401),
    ).toBe(true)
    expect(log._events).toContainEqual(expect.objectContaining({ type: 'route', path: '/auth' }))
    expect(JSON.stringify(log._events)).not.toContain('token')
    expect(log._device).toMatchObject({ language: expect.any(String), timeZone: expect.any(String), theme: 'dark' })
  })

  it('records the toasts shown and offers the share sheet where files can be shared', async () => {
    const share = vi.fn(() => Promise.resolve())
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true })
    Object.defineProperty(navigator, 'share', { configurable: true, value: share })
    signInAs()
    server.use(http.get(/serversms/, () => HttpResponse.json({ message: 'Сервис услуг недоступен' }, { status: 503 })))
    const { user } = renderRoute('/?payment=failed')
    expect(await screen.findByText('Оплата не завершена, деньги не списаны')).toBeInTheDocument()
    // Both the side column and the phone's header are banners; CSS shows one of them by width.
    const [phoneHeader] = screen
      .getAllByRole('banner')
      .filter((banner) => within(banner).queryByRole('button', { name: 'Открыть меню' }))
    if (!phoneHeader) throw new Error('The phone header is missing')
    await user.click(within(phoneHeader).getByRole('button', { name: 'Открыть меню' }))
    await user.click(within(phoneHeader).getByRole('button', { name: 'Сообщить о проблеме' }))
    await user.click(await screen.findByRole('button', { name: 'Отправить…' }))

    expect(share).toHaveBeenCalledTimes(1)
    const [{ files }] = share.mock.calls[0] as unknown as [{ files: File[] }]
    expect(files[0]?.name).toMatch(/^lk-report-\d{4}-\d\d-\d\d_\d\d-\d\d\.har$/)
    const { log } = JSON.parse(await readFile(files[0])) as { log: { _events: unknown[] } }
    expect(JSON.stringify(log)).toContain('Сервис услуг недоступен')
    expect(log._events).toContainEqual(
      expect.objectContaining({ type: 'toast', kind: 'error', text: 'Оплата не завершена, деньги не списаны' }),
    )
  })
})
