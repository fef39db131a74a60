import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { renderRoute, submitExplained } from '../render'
import { ACCOUNT_STATUS_FAILURES, emptyAnswer, NETWORK_FAILURE } from '../failures'

import { fillRegistration, NEW, openRegistration } from './register-helpers'

describe('registration form', () => {
  it('validates on change with the texts of SPEC §5', async () => {
    const { user } = renderRoute('/auth')
    await openRegistration(user)
    await user.type(screen.getByLabelText('Email'), 'bad')
    expect(await screen.findByText('Некорректный email')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Никнейм'), 'иг')
    expect(await screen.findByText('Никнейм не должен содержать кириллицу')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Никнейм'))
    expect(await screen.findByText('Никнейм обязателен')).toBeInTheDocument()
    const password = screen.getByLabelText('Пароль')
    // One password per rule, in the order the schema checks them: the form names the first rule broken.
    for (const [typed, message] of [
      ['abc', 'Пароль должен содержать минимум 8 символов'],
      ['abcdefgh', 'Пароль должен содержать хотя бы одну заглавную букву (A-Z)'],
      ['ABCDEFGH', 'Пароль должен содержать хотя бы одну строчную букву (a-z)'],
      ['ABCDefgh', 'Пароль должен содержать хотя бы одну цифру (0-9)'],
      ['Пароль12Ab', 'Пароль не должен содержать кириллицу'],
      ['Abcdefgh1'.repeat(4), 'Пароль должен содержать максимум 32 символа'],
    ] as const) {
      await user.clear(password)
      await user.type(password, typed)
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    await user.clear(password)
    await user.type(password, 'Secret123')
    await user.type(screen.getByLabelText('Повторите пароль'), 'Secret124')
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Имя и фамилия'), ' ')
    await user.clear(screen.getByLabelText('Имя и фамилия'))
    expect(await screen.findByText('Имя обязательно')).toBeInTheDocument()
  })

  it('removes spaces from the nickname while typing', async () => {
    const { user } = renderRoute('/auth')
    await openRegistration(user)
    await user.type(screen.getByLabelText('Никнейм'), 'pro gamer 1')
    expect(screen.getByLabelText('Никнейм')).toHaveValue('progamer1')
  })

  it('keeps the submit disabled until the consent is ticked', async () => {
    const { user } = renderRoute('/auth')
    await openRegistration(user)
    const submit = screen.getByRole('button', { name: 'Зарегистрироваться' })
    expect(submit).toBeDisabled()
    await user.click(screen.getByRole('checkbox'))
    expect(submit).toBeEnabled()
  })

  it('shows the server field errors of a 400 (e-mail taken)', async () => {
    const { user } = renderRoute('/auth')
    await openRegistration(user)
    await fillRegistration(user, { ...NEW, email: 'demo@example.com' })
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }))
    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(email).toHaveAccessibleDescription('Пользователь с такой почтой уже зарегистрирован'))
    expect(email).toBeInvalid()
    expect(screen.queryByRole('heading', { name: 'Подтверждение почты' })).not.toBeInTheDocument()
    // Edited, the field lets the message go.
    await user.type(email, 'x')
    expect(email).not.toHaveAccessibleDescription('Пользователь с такой почтой уже зарегистрирован')
  })

  it('puts a 400 about the first or last name under the name field', async () => {
    server.use(
      http.post(gateway('authms/api/Auth/register'), () =>
        HttpResponse.json({ errors: { LastName: ['Фамилия слишком длинная'] } }, { status: 400 }),
      ),
    )
    const { user } = renderRoute('/auth')
    await openRegistration(user)
    await fillRegistration(user, NEW)
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Имя и фамилия')).toHaveAccessibleDescription('Фамилия слишком длинная'),
    )
  })

  it.each([
    ...ACCOUNT_STATUS_FAILURES,
    ['400 without errors', emptyAnswer(400), 'Произошла неизвестная ошибка'],
    NETWORK_FAILURE,
  ])('explains %s from register and stays on the form', async (_name, answer, text) => {
    server.use(http.post(gateway('authms/api/Auth/register'), answer))
    const { user } = renderRoute('/auth')
    await openRegistration(user)
    await fillRegistration(user)
    await submitExplained(user, 'Зарегистрироваться', text)
  })
})
