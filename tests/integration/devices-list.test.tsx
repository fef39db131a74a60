import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { getToken } from '@/api/token'
import { db } from '@mocks/db'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { renderRoute, signInAs } from '../render'
import { gate } from '../gate'

const AGENTS: [string, string, string][] = [
  [
    'Windows Chrome',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Windows 10 · Chrome',
  ],
  [
    'macOS Safari',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    'macOS 14.5 · Safari',
  ],
  [
    'iPhone',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    'iOS 17.5 · Mobile Safari',
  ],
  [
    'Android',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    'Android 14 · Mobile Chrome',
  ],
  ['Linux Firefox', 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0', 'Linux · Firefox'],
  ['an empty string', '', 'Неизвестное устройство'],
  [
    'a 2,000-character string',
    'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0 '.padEnd(2000, 'x'),
    'Linux · Firefox',
  ],
]

/** Gives the signed-in demo user exactly one other session with this user agent. */
function onlyOtherSession(userAgent: string, ipAddress: string | null = '10.0.0.7') {
  const { session, account } = signInAs()
  db().sessions = db().sessions.filter((entry) => entry.userId !== account.id || entry.id === session.id)
  db().sessions.push({
    id: 'other',
    token: 'other-token',
    userId: account.id,
    userAgent,
    ipAddress,
    lastActivity: new Date(Date.now() - 3 * 3_600_000).toISOString(),
  })
  return session
}

async function deviceItems() {
  const list = await screen.findByRole('list', { name: 'Устройства' })
  return within(list).getAllByRole('listitem')
}

function nth(items: HTMLElement[], index: number): HTMLElement {
  const item = items[index]
  if (!item) throw new Error(`no item ${index}`)
  return item
}

describe('/profile/devices list', () => {
  it('shows the headings, the back link and the current session first, marked', async () => {
    signInAs()
    renderRoute('/profile/devices')
    expect(await screen.findByRole('heading', { level: 1, name: 'Привязанные устройства' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Устройства' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Назад к профилю' })).toHaveAttribute('href', '/profile')
    const items = await deviceItems()
    expect(items).toHaveLength(4) // three seeded sessions and this one
    expect(within(nth(items, 0)).getByText('Это устройство')).toBeInTheDocument()
    expect(items.filter((item) => within(item).queryByText('Это устройство'))).toHaveLength(1)
    expect(within(nth(items, 1)).getByText('Windows 10 · Chrome')).toBeInTheDocument()
    expect(within(nth(items, 1)).getByText('IP: 95.165.12.4')).toBeInTheDocument()
    expect(within(nth(items, 1)).getByText(/Привязан · активность/)).toHaveTextContent('3 часа назад')
  })

  it.each(AGENTS)('renders a sensible item for %s', async (_name, userAgent, title) => {
    onlyOtherSession(userAgent)
    renderRoute('/profile/devices')
    const other = nth(await deviceItems(), 1)
    expect(within(other).getByText(title)).toBeInTheDocument()
    expect(within(other).getByText('IP: 10.0.0.7')).toBeInTheDocument()
    expect(within(other).getByRole('button', { name: 'Выйти' })).toBeEnabled()
  })

  it('leaves the IP line out when the session has no address', async () => {
    onlyOtherSession('', null)
    renderRoute('/profile/devices')
    const other = nth(await deviceItems(), 1)
    expect(within(other).queryByText(/IP:/)).not.toBeInTheDocument()
  })

  it('shows 4 skeletons while the list loads, then the list', async () => {
    signInAs()
    // The device list answers only when the test lets it: the skeletons are seen, not raced.
    const answer = gate()
    server.use(
      http.post(gateway('authms/api/Auth/devices'), async () => {
        await answer.opened
        return undefined // then the mock's own handler answers
      }),
    )
    renderRoute('/profile/devices')
    const status = (await screen.findByText('Загрузка устройств')).parentElement
    if (!status) throw new Error('no status')
    expect(status).toHaveAttribute('role', 'status')
    expect(status.querySelectorAll('[data-skeleton]')).toHaveLength(4)
    answer.open()
    expect(await screen.findByRole('list', { name: 'Устройства' })).toBeInTheDocument()
    expect(screen.queryByText('Загрузка устройств')).not.toBeInTheDocument()
  })

  it.each([
    [
      'a 500',
      () => HttpResponse.json({ message: 'Внутренняя ошибка сервера' }, { status: 500 }),
      'Внутренняя ошибка сервера',
    ],
    ['a network failure', () => HttpResponse.error(), 'Нет связи с сервером'],
    ['a malformed answer', () => HttpResponse.json({ devices: 'nope' }), 'Сервер прислал неожиданный ответ'],
  ])('explains %s in place and retries', async (_name, answer, text) => {
    signInAs()
    server.use(http.post(gateway('authms/api/Auth/devices'), answer))
    const { user } = renderRoute('/profile/devices')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Не удалось загрузить устройства.')
    expect(alert).toHaveTextContent(text)
    server.resetHandlers()
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }))
    expect(await deviceItems()).toHaveLength(4)
  })

  it('a 401 ends the session and lands on /auth', async () => {
    signInAs()
    server.use(
      http.post(gateway('authms/api/Auth/devices'), () =>
        HttpResponse.json({ message: 'Недействительный токен' }, { status: 401 }),
      ),
    )
    const { router } = renderRoute('/profile/devices')
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(getToken()).toBeNull()
  })
})
