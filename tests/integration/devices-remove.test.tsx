import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { getToken } from '@/api/token'
import { db } from '@mocks/db'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { gate } from '../gate'
import { renderRoute, signInAs } from '../render'
import { emptyAnswer, NETWORK_FAILURE } from '../failures'

async function openDevices() {
  const signed = signInAs()
  const view = renderRoute('/profile/devices')
  const list = await screen.findByRole('list', { name: 'Устройства' })
  const item = (title: string) => itemOf(within(list).getByText(title))
  return { ...view, ...signed, list, item }
}

function itemOf(element: HTMLElement): HTMLElement {
  const item = element.closest('li')
  if (!item) throw new Error('not inside a list item')
  return item
}

const sessionsOf = (userId: number) => db().sessions.filter((session) => session.userId === userId)

describe('removing a device', () => {
  it('asks "Точно выйти?", ends exactly that session and closes the dialog', async () => {
    const { user, item, account } = await openDevices()
    await user.click(within(item('Windows 10 · Chrome')).getByRole('button', { name: 'Выйти' }))
    const dialog = screen.getByRole('dialog', { name: 'Точно выйти?' })
    expect(dialog).toHaveTextContent('Windows 10 · Chrome')
    await user.click(within(dialog).getByRole('button', { name: 'Выйти' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.queryByText('Windows 10 · Chrome')).not.toBeInTheDocument()
    expect(await screen.findByText('Сеанс на устройстве завершён')).toBeInTheDocument()
    expect(sessionsOf(account.id).map((session) => session.id)).not.toContain('s-win')
    expect(sessionsOf(account.id)).toHaveLength(3)
    expect(getToken()).not.toBeNull() // the token re-check found this session alive
  })

  it('keeps the session when the dialog is cancelled', async () => {
    const { user, item, account } = await openDevices()
    await user.click(within(item('Windows 10 · Chrome')).getByRole('button', { name: 'Выйти' }))
    await user.click(screen.getByRole('button', { name: 'Отмена' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(sessionsOf(account.id)).toHaveLength(4)
  })

  it('removing the current session signs the user out (token re-check)', async () => {
    const { user, list, router } = await openDevices()
    const current = itemOf(within(list).getByText('Это устройство'))
    await user.click(within(current).getByRole('button', { name: 'Выйти' }))
    const dialog = screen.getByRole('dialog', { name: 'Точно выйти?' })
    expect(dialog).toHaveTextContent('вы выйдете из аккаунта здесь')
    await user.click(within(dialog).getByRole('button', { name: 'Выйти' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    expect(getToken()).toBeNull()
  })

  it('explains a 404 and refreshes the list', async () => {
    const { user, item } = await openDevices()
    // Another tab ended the session first.
    db().sessions = db().sessions.filter((session) => session.id !== 's-win')
    await user.click(within(item('Windows 10 · Chrome')).getByRole('button', { name: 'Выйти' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Выйти' }))
    expect(await screen.findByText('Сеанс не найден')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Windows 10 · Chrome', { selector: 'li p' })).not.toBeInTheDocument())
  })

  it.each([['a 500', emptyAnswer(500), 'Ошибка запроса'], NETWORK_FAILURE])(
    'explains %s and keeps the dialog for another try',
    async (_name, answer, text) => {
      server.use(http.delete(gateway('authms/api/Auth/devices/:id'), answer))
      const { user, item } = await openDevices()
      await user.click(within(item('Windows 10 · Chrome')).getByRole('button', { name: 'Выйти' }))
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Выйти' }))
      expect(await screen.findByText(text)).toBeInTheDocument()
      expect(screen.getByRole('dialog', { name: 'Точно выйти?' })).toBeInTheDocument()
    },
  )
})

/** Opens the confirmation of "Выйти на всех других устройствах" and returns its confirm button. */
async function askLogoutOthers(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Выйти на всех других устройствах' }))
  const dialog = screen.getByRole('dialog', { name: 'Выйти на всех других устройствах?' })
  return within(dialog).getByRole('button', { name: 'Выйти' })
}

describe('log out all others', () => {
  it('asks first, naming how many sessions end; "Отмена" keeps them all', async () => {
    const { user, list, account } = await openDevices()
    await askLogoutOthers(user)
    const dialog = screen.getByRole('dialog', { name: 'Выйти на всех других устройствах?' })
    expect(dialog).toHaveTextContent('Будут завершены 3 сеанса на других устройствах. Здесь вы останетесь в аккаунте.')
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    expect(sessionsOf(account.id)).toHaveLength(4)
  })

  it('shows its loading state, then leaves only this device', async () => {
    const answer = gate()
    server.use(
      http.post(gateway('authms/api/Auth/logout-all-except-current'), async () => {
        await answer.opened
        return undefined
      }),
    )
    const { user, list, account } = await openDevices()
    const button = await askLogoutOthers(user)
    await user.click(button)
    expect(button).toHaveAttribute('aria-busy', 'true')
    answer.open()
    expect(await screen.findByText('Вы вышли на всех других устройствах')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1))
    expect(within(list).getByText('Это устройство')).toBeInTheDocument()
    expect(sessionsOf(account.id)).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Выйти на всех других устройствах' })).not.toBeInTheDocument()
  })

  it('explains a failure and keeps the list', async () => {
    server.use(
      http.post(gateway('authms/api/Auth/logout-all-except-current'), () =>
        HttpResponse.json({ message: 'Сервис недоступен' }, { status: 503 }),
      ),
    )
    const { user, list } = await openDevices()
    await user.click(await askLogoutOthers(user))
    expect(await screen.findByText('Сервис недоступен')).toBeInTheDocument()
    // The question stays for another try.
    expect(screen.getByRole('dialog', { name: 'Выйти на всех других устройствах?' })).toBeInTheDocument()
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
  })
})
