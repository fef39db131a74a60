import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { login } from '@/api/auth'
import { PASSWORD_MESSAGES } from '@/api/password-rule'
import { PASSWORD_DONE_TEXT } from '@/features/security/password-done-dialog'
import { db, save } from '@mocks/db'
import { DEMO, SECURE } from '@mocks/seed'
import { renderRoute, signInAs } from '../render'

function demoUser() {
  const found = db().users.find((user) => user.userName === DEMO.login)
  if (!found) throw new Error('no demo user')
  return found
}

const sessionsOf = (userId: number) => db().sessions.filter((session) => session.userId === userId)

type View = ReturnType<typeof renderRoute>

async function openWizard(account: string = DEMO.login) {
  signInAs(account)
  const view = renderRoute('/profile')
  const section = await screen.findByRole('region', { name: 'Безопасность' })
  await view.user.click(within(section).getByRole('button', { name: 'Сменить пароль' }))
  const confirm = screen.getByRole('dialog', { name: 'Смена пароля' })
  expect(within(confirm).getByText('Вы действительно хотите сменить пароль?')).toBeInTheDocument()
  return view
}

async function enterCode(view: View, code = '123456') {
  await view.user.click(screen.getByRole('button', { name: 'Да' }))
  const dialog = await screen.findByRole('dialog', { name: 'Подтверждение' })
  await view.user.click(within(dialog).getByLabelText('Символ 1 из 6'))
  await view.user.paste(code)
  return screen.findByRole('dialog', { name: 'Смена пароля' })
}

async function fillForm(
  view: View,
  dialog: HTMLElement,
  oldPassword: string,
  newPassword: string,
  repeat = newPassword,
) {
  if (oldPassword) await view.user.type(within(dialog).getByLabelText('Текущий пароль'), oldPassword)
  if (newPassword) await view.user.type(within(dialog).getByLabelText('Новый пароль'), newPassword)
  if (repeat) await view.user.type(within(dialog).getByLabelText('Повторите пароль'), repeat)
  await view.user.click(within(dialog).getByRole('button', { name: 'Сменить пароль' }))
}

describe('password change wizard', () => {
  it('changes the password; the new one signs in and the old one no longer does', async () => {
    const view = await openWizard()
    const form = await enterCode(view)
    await fillForm(view, form, DEMO.password, 'NewPass99')
    expect(await screen.findByText('Пароль изменён')).toBeInTheDocument()
    const done = await screen.findByRole('dialog', { name: 'Смена пароля' })
    expect(done).toHaveTextContent(PASSWORD_DONE_TEXT)
    await view.user.click(within(done).getByRole('button', { name: 'Не сейчас' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sessionsOf(demoUser().id)).toHaveLength(4) // nobody was signed out
    const answer = await login({ usernameOrEmail: DEMO.login, password: 'NewPass99' })
    expect(answer.token).toBeTruthy()
    await expect(login({ usernameOrEmail: DEMO.login, password: DEMO.password })).rejects.toThrow()
  })

  it('then offers to sign out the other devices: they end, this one stays, a toast says so', async () => {
    const view = await openWizard()
    await fillForm(view, await enterCode(view), DEMO.password, 'NewPass99')
    const done = await screen.findByRole('dialog', { name: 'Смена пароля' })
    await view.user.click(await within(done).findByRole('button', { name: 'Выйти на других устройствах' }))
    expect(await screen.findByText('Вы вышли на всех других устройствах')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(sessionsOf(demoUser().id)).toHaveLength(1)
    const block = screen.getByRole('region', { name: 'Мои устройства' })
    expect(await within(block).findByText('Активно: 1 сеанс')).toBeInTheDocument()
  })

  it('"Нет" closes the wizard without asking for a code', async () => {
    const view = await openWizard()
    await view.user.click(screen.getByRole('button', { name: 'Нет' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('asks for the Google code when Google 2FA is on', async () => {
    const view = await openWizard(SECURE.email)
    await view.user.click(screen.getByRole('button', { name: 'Да' }))
    const dialog = await screen.findByRole('dialog', { name: 'Подтверждение' })
    expect(within(dialog).getByText('Введите код из приложения Google Authenticator')).toBeInTheDocument()
  })

  it('says "Почта не найдена" when the user has no e-mail', async () => {
    const demo = demoUser()
    demo.email = ''
    save()
    const view = await openWizard()
    await view.user.click(screen.getByRole('button', { name: 'Да' }))
    expect(await screen.findByText('Почта не найдена')).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: 'Подтверждение' })).not.toBeInTheDocument()
  })

  it('a wrong code is refused with the server message and the code is asked again', async () => {
    const view = await openWizard()
    const form = await enterCode(view, '654321')
    await fillForm(view, form, DEMO.password, 'NewPass99')
    expect(await screen.findByText('Неверный код')).toBeInTheDocument()
    expect(await screen.findByRole('dialog', { name: 'Подтверждение' })).toBeInTheDocument()
    expect(demoUser().password).toBe(DEMO.password)
  })

  it('a wrong current password is refused with the server message and the form stays', async () => {
    const view = await openWizard()
    const form = await enterCode(view)
    await fillForm(view, form, 'Wrong1234', 'NewPass99')
    // Said by the toast and under the field it is about.
    await waitFor(() =>
      expect(within(form).getByLabelText('Текущий пароль')).toHaveAccessibleDescription('Неверный текущий пароль'),
    )
    expect(screen.getByRole('dialog', { name: 'Смена пароля' })).toBeInTheDocument()
    expect(demoUser().password).toBe(DEMO.password)
  })

  it('shows the required, rule and repeat messages without calling the server', async () => {
    const view = await openWizard()
    const form = await enterCode(view)
    await view.user.click(within(form).getByRole('button', { name: 'Сменить пароль' }))
    expect(await within(form).findByText('Введите текущий пароль')).toBeInTheDocument()
    const field = within(form).getByLabelText('Новый пароль')
    const cases: [string, string][] = [
      ['Ab1', PASSWORD_MESSAGES.min],
      [`Ab1${'x'.repeat(30)}`, PASSWORD_MESSAGES.max],
      ['abcdefg1', PASSWORD_MESSAGES.upper],
      ['ABCDEFG1', PASSWORD_MESSAGES.lower],
      ['Abcdefgh', PASSWORD_MESSAGES.digit],
      ['Abcdefg1ж', PASSWORD_MESSAGES.cyrillic],
    ]
    for (const [value, message] of cases) {
      await view.user.clear(field)
      await view.user.type(field, value)
      expect(await within(form).findByText(message)).toBeInTheDocument()
    }
    await view.user.clear(field)
    await view.user.type(field, 'GoodPass1')
    await view.user.type(within(form).getByLabelText('Повторите пароль'), 'GoodPass2')
    expect(await within(form).findByText('Пароли не совпадают')).toBeInTheDocument()
  })
})
