import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getToken } from '@/api/token'
import { db, save } from '@mocks/db'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { CLIENT_TIMERS, runClockUntil } from '../clock'
import { renderRoute, signInAs } from '../render'
import { emptyAnswer, NETWORK_FAILURE, type Failure } from '../failures'

afterEach(() => {
  vi.useRealTimers()
})

const ENABLE = gateway('authms/api/Auth/2fa/enable')
const VERIFY = gateway('authms/api/Auth/2fa/verify')
const DISABLE = gateway('authms/api/Auth/2fa/disable')
const TELEGRAM_CHECK = gateway('authms/api/Auth/users/check-telegram-user')

async function openList(login?: string) {
  const signed = signInAs(login)
  const view = renderRoute('/profile')
  const section = await screen.findByRole('region', { name: 'Двухфакторная аутентификация' })
  const item = (name: string) => within(section).getByRole('listitem', { name })
  return { ...view, ...signed, section, item }
}

const enabled = (id: number) => db().users.find((user) => user.id === id)?.isTwoFactorEnabled

const failures: Failure[] = [
  [
    'a 400 errors object',
    () => HttpResponse.json({ errors: { code: ['Код устарел'] } }, { status: 400 }),
    'Код устарел',
  ],
  ['a 404', () => HttpResponse.json({ message: 'Пользователь не найден' }, { status: 404 }), 'Пользователь не найден'],
  ['a 500 without a message', emptyAnswer(500), 'Ошибка запроса'],
  NETWORK_FAILURE,
]

describe('Google 2FA failures', () => {
  it.each<Failure>([
    ...failures,
    [
      'a QR code that is not base64',
      () => HttpResponse.json({ qrCode: '<svg onload=alert(1)>' }),
      'Сервер прислал неожиданный ответ. Попробуйте позже',
    ],
  ])('enable: %s is explained and no dialog opens', async (_name, answer, text) => {
    server.use(http.post(ENABLE, answer))
    const { user, item } = await openList()
    await user.click(within(item('Google Authenticator')).getByRole('button', { name: 'Подключить' }))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(within(item('Google Authenticator')).getByText('Не подключено')).toBeInTheDocument()
  })

  it('enable: a 401 ends the session', async () => {
    server.use(http.post(ENABLE, () => HttpResponse.json({ message: 'Недействительный токен' }, { status: 401 })))
    const { user, item, router } = await openList()
    await user.click(within(item('Google Authenticator')).getByRole('button', { name: 'Подключить' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(getToken()).toBeNull()
  })

  it.each(failures)('verify: %s is explained, the dialog stays and 2FA stays off', async (_name, answer, text) => {
    server.use(http.post(VERIFY, answer))
    const { user, item, account } = await openList()
    await user.click(within(item('Google Authenticator')).getByRole('button', { name: 'Подключить' }))
    const dialog = await screen.findByRole('dialog', { name: 'Подключение Google Authenticator' })
    await user.type(within(dialog).getByLabelText('Код из приложения'), '123456')
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(dialog).toBeInTheDocument()
    expect(enabled(account.id)).toBe(false)
  })

  it.each(failures)('disable: %s is explained and 2FA stays on', async (_name, answer, text) => {
    server.use(http.post(DISABLE, answer))
    const { user, item, account } = await openList('secure')
    await user.click(within(item('Google Authenticator')).getByRole('button', { name: 'Отключить' }))
    const dialog = await screen.findByRole('dialog', { name: 'Отключение Google Authenticator' })
    await user.type(within(dialog).getByLabelText('Код из приложения'), '123456')
    await user.click(within(dialog).getByRole('button', { name: 'Отключить' }))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(within(item('Google Authenticator')).getByText('Подключено')).toBeInTheDocument()
    expect(enabled(account.id)).toBe(true)
  })
})

describe('Telegram check', () => {
  // First in the block: toasts of earlier tests stay in sonner's store and would match the text.
  it('a 401 ends the session instead of blaming the check', async () => {
    server.use(
      http.get(TELEGRAM_CHECK, () => HttpResponse.json({ message: 'Недействительный токен' }, { status: 401 })),
    )
    signInAs()
    const { router } = renderRoute('/profile')
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(screen.queryByText('Ошибка получения 2fa')).not.toBeInTheDocument()
  })

  it.each([
    ['"true"', 'true'],
    ['1', 1],
    ['{ data: true }', { data: true }],
  ])('reads the boolean-like answer %s as connected', async (_name, body) => {
    server.use(http.get(TELEGRAM_CHECK, () => HttpResponse.json(body)))
    const { item } = await openList()
    await waitFor(() => expect(within(item('Telegram')).getByText('Подключено')).toBeInTheDocument())
    expect(within(item('Телефон')).getByText('Подключено')).toBeInTheDocument()
  })

  it('shows Telegram unavailable while the check runs, then the answer', async () => {
    const account = db().users.find((user) => user.userName === 'demo')
    if (account) account.telegramId = '777'
    save()
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.get(TELEGRAM_CHECK, async () => {
        await gate
        return HttpResponse.json(true)
      }),
    )
    const { item } = await openList()
    expect(within(item('Telegram')).getByText('Недоступно')).toBeInTheDocument()
    release()
    await waitFor(() => expect(within(item('Telegram')).getByText('Подключено')).toBeInTheDocument())
  })

  it.each([
    ['a 500', () => HttpResponse.json({ message: 'boom' }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('%s: "Ошибка получения 2fa" after the client retried, Telegram and phone unavailable', async (_name, answer) => {
    let attempts = 0
    server.use(
      http.get(TELEGRAM_CHECK, () => {
        attempts += 1
        return answer()
      }),
    )
    // The client's backoff runs on the faked clock, never waited out.
    vi.useFakeTimers(CLIENT_TIMERS)
    signInAs()
    renderRoute('/profile')
    expect(await runClockUntil(() => screen.queryByText('Ошибка получения 2fa'))).toBeInTheDocument()
    // PRODUCT §3: a read that failed on the server or the network is retried (twice) first.
    expect(attempts).toBe(3)
    const section = screen.getByRole('region', { name: 'Двухфакторная аутентификация' })
    for (const name of ['Telegram', 'Телефон']) {
      expect(within(within(section).getByRole('listitem', { name })).getByText('Недоступно')).toBeInTheDocument()
    }
  })
})
