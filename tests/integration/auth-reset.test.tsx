import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '@mocks/db'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { DEMO } from '@mocks/seed'
import { renderRoute, submitExplained } from '../render'
import { ACCOUNT_STATUS_FAILURES, NETWORK_FAILURE } from '../failures'

afterEach(() => vi.restoreAllMocks())

type User = ReturnType<typeof renderRoute>['user']
const NEW_PASSWORD = 'Fresh2025'

async function requestCode(user: User, email: string = DEMO.email) {
  expect(await screen.findByRole('heading', { name: 'Обновление пароля' })).toBeInTheDocument()
  expect(screen.getByText('Укажите почту, пароль к которой вы забыли')).toBeInTheDocument()
  const field = screen.getByPlaceholderText('Ваш email')
  await user.type(field, email)
  await user.click(screen.getByRole('button', { name: 'Продолжить' }))
  expect(await screen.findByLabelText('Код из письма')).toBeInTheDocument()
}

async function fillNewPassword(user: User, code = '123456', password = NEW_PASSWORD, confirm = password) {
  await user.type(screen.getByLabelText('Код из письма'), code)
  await user.type(screen.getByLabelText('Новый пароль'), password)
  await user.type(screen.getByLabelText('Повторите пароль'), confirm)
}

const demoSessions = () => db().sessions.filter((session) => session.userId === 10231)

describe('/reset-password', () => {
  it('resets the password in three steps, ends every session, then the new password signs in and the old one does not', async () => {
    expect(demoSessions().length).toBeGreaterThan(0)
    const { user, router } = renderRoute('/reset-password')
    await requestCode(user)
    expect(screen.getByRole('checkbox', { name: 'Выйти из всех активных сеансов входа' })).toBeChecked()
    await fillNewPassword(user)
    await user.click(screen.getByRole('button', { name: 'Обновить пароль' }))
    expect(await screen.findByRole('heading', { name: 'Пароль обновлен' })).toHaveFocus()
    expect(demoSessions()).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Готово' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
    await user.type(await screen.findByLabelText('Логин или email'), DEMO.login)
    await user.type(screen.getByLabelText('Пароль'), DEMO.password)
    await user.click(screen.getByRole('button', { name: 'Войти' }))
    expect(await screen.findByText('Неверный логин или пароль')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Пароль'))
    await user.type(screen.getByLabelText('Пароль'), NEW_PASSWORD)
    await user.click(screen.getByRole('button', { name: 'Войти' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('keeps the other sessions when the box is unticked', async () => {
    const before = demoSessions().length
    const { user } = renderRoute('/reset-password')
    await requestCode(user)
    await user.click(screen.getByRole('checkbox', { name: 'Выйти из всех активных сеансов входа' }))
    await fillNewPassword(user)
    await user.click(screen.getByRole('button', { name: 'Обновить пароль' }))
    expect(await screen.findByRole('heading', { name: 'Пароль обновлен' })).toBeInTheDocument()
    expect(demoSessions()).toHaveLength(before)
  })

  it('a failing logout-all is only logged: the reset still completes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    server.use(
      http.post(gateway('authms/api/Auth/logout-all'), () =>
        HttpResponse.json({ message: 'Нет авторизации' }, { status: 401 }),
      ),
    )
    const { user } = renderRoute('/reset-password')
    await requestCode(user)
    await fillNewPassword(user)
    await user.click(screen.getByRole('button', { name: 'Обновить пароль' }))
    expect(await screen.findByRole('heading', { name: 'Пароль обновлен' })).toBeInTheDocument()
    expect(warn).toHaveBeenCalled()
    expect(screen.queryByText('Нет авторизации')).not.toBeInTheDocument()
  })

  it('answers step 1 the same for an unknown e-mail', async () => {
    const { user } = renderRoute('/reset-password')
    await requestCode(user, 'nobody@example.com')
    expect(screen.getByText('nobody@example.com')).toBeInTheDocument()
    await fillNewPassword(user)
    await user.click(screen.getByRole('button', { name: 'Обновить пароль' }))
    expect(await screen.findByText('Неверный или устаревший код')).toBeInTheDocument()
  })

  it('checks step 1 and step 2 fields, and an error goes away as its field is edited', async () => {
    const { user } = renderRoute('/reset-password')
    expect(await screen.findByRole('heading', { name: 'Обновление пароля' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Продолжить' }))
    expect(await screen.findByText('Некорректный email')).toBeInTheDocument()
    await user.type(screen.getByPlaceholderText('Ваш email'), 'd')
    await waitFor(() => expect(screen.queryByText('Некорректный email')).not.toBeInTheDocument())
    await user.type(screen.getByPlaceholderText('Ваш email'), 'emo@example.com')
    await user.click(screen.getByRole('button', { name: 'Продолжить' }))

    await screen.findByLabelText('Код из письма')
    await fillNewPassword(user, '12 345', 'abcdefgh', 'abcdefgx')
    expect(screen.getByLabelText('Код из письма')).toHaveValue('12345')
    await user.click(screen.getByRole('button', { name: 'Обновить пароль' }))
    expect(await screen.findByText('Введите код, отправленный на почту')).toBeInTheDocument()
    expect(screen.getByText('Пароль должен содержать хотя бы одну заглавную букву (A-Z)')).toBeInTheDocument()
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Код из письма'), '6')
    await waitFor(() => expect(screen.queryByText('Введите код, отправленный на почту')).not.toBeInTheDocument())
    expect(screen.getByText('Пароли не совпадают')).toBeInTheDocument()
  })

  it('"Назад" on step 2 returns to step 1 with the e-mail kept; "Назад" on step 1 goes to /auth', async () => {
    const { user, router } = renderRoute('/reset-password')
    await requestCode(user)
    await user.click(screen.getByRole('button', { name: 'Назад' }))
    expect(screen.getByPlaceholderText('Ваш email')).toHaveValue(DEMO.email)
    await user.click(screen.getByRole('link', { name: 'Назад' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'))
  })

  it.each([
    [
      '400 with errors',
      () => HttpResponse.json({ message: 'x', errors: { code: ['Код истёк'] } }, { status: 400 }),
      'Код истёк',
    ],
    ...ACCOUNT_STATUS_FAILURES,
    NETWORK_FAILURE,
  ])('explains %s from the password update and stays on step 2', async (_name, answer, text) => {
    server.use(http.post(gateway('authms/api/Auth/reset-password-with-code'), answer))
    const { user } = renderRoute('/reset-password')
    await requestCode(user)
    await fillNewPassword(user)
    await submitExplained(user, 'Обновить пароль', text)
  })

  it.each([
    [
      '500',
      () => HttpResponse.json({ message: 'Почтовый сервис недоступен' }, { status: 500 }),
      'Почтовый сервис недоступен',
    ],
    NETWORK_FAILURE,
  ])('explains %s from step 1 and stays there', async (_name, answer, text) => {
    server.use(http.post(gateway('authms/api/Auth/forgot-password'), answer))
    const { user } = renderRoute('/reset-password')
    await user.type(await screen.findByPlaceholderText('Ваш email'), DEMO.email)
    await user.click(screen.getByRole('button', { name: 'Продолжить' }))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Продолжить' })).toBeEnabled()
  })
})
