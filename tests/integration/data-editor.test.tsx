import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { db } from '@mocks/db'
import { DataEditor } from '@mocks/studio/panel/data/data-editor'
import { signInAs } from '../render'

function openGroup(name: string) {
  const summary = screen.getByText(name, { selector: 'summary span' })
  return { summary, group: summary.closest('details') as HTMLElement }
}

/** Signed in as the demo user, with the editor shown and the named group opened. */
async function editorWithGroupOpen(name: string) {
  const signedIn = signInAs()
  const user = userEvent.setup()
  render(<DataEditor />)
  const { summary, group } = openGroup(name)
  await user.click(summary)
  return { ...signedIn, user, group }
}

describe('the data editor', () => {
  it('asks to sign in when nobody is signed in', () => {
    render(<DataEditor />)
    expect(screen.getByText('Войдите в приложение: редактор меняет данные того, кто вошёл.')).toBeInTheDocument()
  })

  it('refuses a balance that is not a number in Russian and keeps the data', async () => {
    const { account, user, group } = await editorWithGroupOpen('Пользователь')
    const balance = within(group).getByLabelText('Баланс, ₽')
    await user.clear(balance)
    await user.type(balance, 'много')
    await user.click(within(group).getByRole('button', { name: 'Применить' }))
    expect(within(group).getByText('Введите баланс числом, например 3217,40')).toBeInTheDocument()
    expect(balance).toHaveAttribute('aria-invalid', 'true')
    expect(db().users.find((candidate) => candidate.id === account.id)?.balance).toBe(1250.5)
  })

  it('adds a service and marks another session as the current one', async () => {
    const { account, session, user, group: servicesGroup } = await editorWithGroupOpen('Услуги')
    const appToken = session.token
    const form = within(servicesGroup).getByRole('form', { name: 'Новая услуга' })
    await user.type(within(form).getByLabelText('Название'), 'Terraria')
    await user.type(within(form).getByLabelText('Цена в месяц, ₽'), '450')
    await user.click(within(form).getByRole('button', { name: 'Добавить услугу' }))
    expect(within(servicesGroup).getByRole('form', { name: 'Услуга «Terraria»' })).toBeInTheDocument()
    expect(db().services).toContainEqual({ userId: account.id, message: 'Terraria', amount: 450, serverCount: 1 })

    const sessions = openGroup('Сеансы')
    await user.click(sessions.summary)
    const [other] = within(sessions.group).getAllByRole('button', { name: 'Сделать текущим' })
    if (!other) throw new Error('no other session')
    await user.click(other)
    // The other session took over the app's token: the app stays signed in, now "on" that device.
    expect(localStorage.getItem('access_token')).toBe(appToken)
    expect(db().sessions.find((candidate) => candidate.token === appToken)?.id).not.toBe(session.id)
    expect(within(sessions.group).getAllByText('Текущий: этим сеансом вошло приложение')).toHaveLength(1)
  })
  it('adds a session through its form, says so in the status line and starts the form again', async () => {
    const { account, user, group } = await editorWithGroupOpen('Сеансы')
    const form = within(group).getByRole('form', { name: 'Новый сеанс' })
    await user.type(within(form).getByLabelText('User-agent'), 'Terraria Launcher/1.0')
    await user.click(within(form).getByRole('button', { name: 'Добавить сеанс' }))
    expect(within(form).getByRole('status')).toHaveTextContent('Сеанс добавлен')
    expect(within(form).getByLabelText('User-agent')).toHaveValue('')
    expect(db().sessions).toContainEqual(
      expect.objectContaining({ userId: account.id, userAgent: 'Terraria Launcher/1.0' }),
    )
  })
})
