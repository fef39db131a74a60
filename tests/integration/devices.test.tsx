import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MOCK_GATEWAY_PATH } from '@/api/config'
import { db } from '@mocks/db'
import { SECURE } from '@mocks/seed'
import { renderRoute, signInAs } from '../render'

// The /profile devices block, the list staying in step with the server, and the mock's ownership
// rules. The list, the user-agent table, removal and the error paths: devices-list/devices-remove.

const sessionIds = () => db().sessions.map((session) => session.id)

function callMock(method: string, path: string, token: string) {
  return fetch(new URL(`${MOCK_GATEWAY_PATH}/${path}`, window.location.href), {
    method,
    headers: { Authorization: `Bearer ${token}` },
  })
}

describe('the /profile devices block', () => {
  it('counts the active sessions and leads to /profile/devices', async () => {
    signInAs()
    const { user, router } = renderRoute('/profile')
    const block = (await screen.findByRole('heading', { level: 2, name: 'Мои устройства' })).closest('section')
    if (!block) throw new Error('no devices block')
    expect(await within(block).findByText('Активно: 4 сеанса')).toBeInTheDocument()
    await user.click(within(block).getByRole('link', { name: 'Все устройства' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile/devices'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Привязанные устройства' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Назад к профилю' })).toHaveAttribute('href', '/profile')
  })
})

describe('after a removal', () => {
  it('fetches the list again, so sessions ended elsewhere disappear too', async () => {
    signInAs()
    const { user } = renderRoute('/profile/devices')
    const list = await screen.findByRole('list', { name: 'Устройства' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    db().sessions = db().sessions.filter((session) => session.id !== 's-mac') // ended in another tab
    const windows = within(list).getByText('Windows 10 · Chrome').closest('li')
    if (!windows) throw new Error('no Windows item')
    await user.click(within(windows).getByRole('button', { name: 'Выйти' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Точно выйти?' })).getByRole('button', { name: 'Выйти' }),
    )
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2))
    expect(within(list).queryByText('macOS 14.5 · Firefox')).not.toBeInTheDocument()
  })
})

describe('mock devices calls', () => {
  it("refuses to end another account's session with 404 'Сеанс не найден'", async () => {
    const { session } = signInAs(SECURE.email)
    const answer = await callMock('DELETE', 'authms/api/Auth/devices/s-win', session.token)
    expect(answer.status).toBe(404)
    expect(await answer.json()).toEqual({ message: 'Сеанс не найден' })
    expect(sessionIds()).toContain('s-win')
  })

  it('lists only the caller’s sessions, marking the caller’s own', async () => {
    const { session } = signInAs(SECURE.email)
    const answer = await callMock('POST', 'authms/api/Auth/devices', session.token)
    const devices = (await answer.json()) as { id: string; isCurrent: boolean }[]
    expect(devices.map((device) => [device.id, device.isCurrent])).toEqual([[session.id, true]])
  })

  it('answers 401 without a valid token', async () => {
    const answer = await callMock('POST', 'authms/api/Auth/logout-all-except-current', 'nope')
    expect(answer.status).toBe(401)
    expect(sessionIds()).toEqual(expect.arrayContaining(['s-win', 's-iphone', 's-mac']))
  })
})
