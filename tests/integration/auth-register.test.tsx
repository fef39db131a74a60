import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '@mocks/db'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { renderRoute } from '../render'
import { emptyAnswer, NETWORK_FAILURE } from '../failures'

afterEach(() => vi.useRealTimers())

type User = ReturnType<typeof renderRoute>['user']

const NEW = { email: 'new.player@example.com', name: 'Пётр Иванов', nickname: 'petr', password: 'Secret123' }

async function openRegistration(user: User) {
  await user.click(await screen.findByRole('tab', { name: 'Регистрация' }))
  expect(screen.getByRole('heading', { name: 'Регистрация' })).toBeInTheDocument()
  await screen.findByLabelText('Email') // the registration form loads on demand
}

async function fillRegistration(user: User, values = NEW) {
  await user.type(screen.getByLabelText('Email'), values.email)
  await user.type(screen.getByLabelText('Имя и фамилия'), values.name)
  await user.type(screen.getByLabelText('Никнейм'), values.nickname)
  await user.type(screen.getByLabelText('Пароль'), values.password)
  await user.type(screen.getByLabelText('Повторите пароль'), values.password)
  await user.click(screen.getByRole('checkbox', { name: /согласен на обработку персональных данных/ }))
}

const boxes = () => screen.getAllByRole('textbox', { name: /^Символ \d из 6$/ })

function paste(target: HTMLElement, text: string) {
  fireEvent.paste(target, { clipboardData: { getData: () => text } })
}

async function reachCodeStep(user: User) {
  await openRegistration(user)
  await fillRegistration(user)
  await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }))
  expect(await screen.findByRole('heading', { name: 'Подтверждение почты' })).toBeInTheDocument()
  await screen.findByRole('textbox', { name: 'Символ 1 из 6' }) // the code step loads on demand
}

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
    await user.type(password, 'abc')
    expect(await screen.findByText('Пароль должен содержать минимум 8 символов')).toBeInTheDocument()
    await user.type(password, 'defgh')
    expect(await screen.findByText('Пароль должен содержать хотя бы одну заглавную букву (A-Z)')).toBeInTheDocument()
    await user.clear(password)
    await user.type(password, 'ABCDEFGH')
    expect(await screen.findByText('Пароль должен содержать хотя бы одну строчную букву (a-z)')).toBeInTheDocument()
    await user.clear(password)
    await user.type(password, 'ABCDefgh')
    expect(await screen.findByText('Пароль должен содержать хотя бы одну цифру (0-9)')).toBeInTheDocument()
    await user.clear(password)
    await user.type(password, 'Пароль12Ab')
    expect(await screen.findByText('Пароль не должен содержать кириллицу')).toBeInTheDocument()
    await user.clear(password)
    await user.type(password, 'Abcdefgh1'.repeat(4))
    expect(await screen.findByText('Пароль должен содержать максимум 32 символа')).toBeInTheDocument()
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
    ['500', emptyAnswer(500), 'Ошибка при обновлении профиля'],
    ['401', emptyAnswer(401), 'Недействительный токен'],
    ['404', emptyAnswer(404), 'Пользователь не найден'],
    ['400 without errors', emptyAnswer(400), 'Произошла неизвестная ошибка'],
    NETWORK_FAILURE,
  ])('explains %s from register and stays on the form', async (_name, answer, text) => {
    server.use(http.post(gateway('authms/api/Auth/register'), answer))
    const { user } = renderRoute('/auth')
    await openRegistration(user)
    await fillRegistration(user)
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }))
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeEnabled()
  })
})

describe('registration code step', () => {
  it('a pasted code with spaces fills the six boxes, submits itself and lands on /; the account can sign in later', async () => {
    const { user, router } = renderRoute('/auth')
    await reachCodeStep(user)
    expect(screen.getByText(NEW.email)).toBeInTheDocument()
    paste(screen.getByRole('textbox', { name: 'Символ 1 из 6' }), ' 123 456 ')
    expect(await screen.findByText('Регистрация завершена')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(localStorage.getItem('access_token')).toMatch(/^mock\./)
    const created = db().users.find((account) => account.email === NEW.email)
    expect(created).toMatchObject({ userName: 'petr', firstName: 'Пётр', lastName: 'Иванов', password: NEW.password })
  })

  it('types letters in uppercase and moves box to box; Backspace goes back', async () => {
    const { user } = renderRoute('/auth')
    await reachCodeStep(user)
    await user.keyboard('ab')
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['A', 'B', '', '', '', ''])
    expect(boxes()[2]).toHaveFocus()
    await user.keyboard('{Backspace}')
    expect(boxes()[1]).toHaveFocus()
    expect(boxes()[1]).toHaveValue('')
  })

  it('refuses a wrong code with SPEC §8 text and lets the user try again', async () => {
    const { user, router } = renderRoute('/auth')
    await reachCodeStep(user)
    await user.keyboard('654321')
    expect(await screen.findAllByText('Неверный код')).not.toHaveLength(0)
    expect(localStorage.getItem('access_token')).toBeNull()
    await waitFor(() => expect(boxes()[0]).toHaveFocus())
    expect(boxes()[0]).toHaveValue('')
    await user.keyboard('123456')
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('explains a server failure of the code check', async () => {
    server.use(http.post(gateway('authms/api/Auth/verify-registration'), () => HttpResponse.error()))
    const { user } = renderRoute('/auth')
    await reachCodeStep(user)
    await user.keyboard('123456')
    expect(
      await screen.findAllByText('Нет связи с сервером. Проверьте подключение к интернету и попробуйте снова'),
    ).not.toHaveLength(0)
  })

  it('counts 60 s down before a resend, then 30 s after it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { user } = renderRoute('/auth', { userEventOptions: { advanceTimers: vi.advanceTimersByTime } })
    await reachCodeStep(user)
    const resend = () => screen.getByRole('button', { name: /^Запросить код повторно/ })
    expect(resend()).toHaveTextContent(/^Запросить код повторно через (60|59)$/)
    expect(resend()).toBeDisabled()
    act(() => vi.advanceTimersByTime(30_000))
    expect(resend()).toHaveTextContent(/^Запросить код повторно через (30|29)$/)
    act(() => vi.advanceTimersByTime(31_000))
    expect(resend()).toHaveTextContent(/^Запросить код повторно$/)
    expect(resend()).toBeEnabled()
    const registrations = () => db().registrations.filter((entry) => entry.email === NEW.email)
    await user.click(resend())
    expect(await screen.findByText('Код отправлен повторно')).toBeInTheDocument()
    expect(registrations()).toHaveLength(1)
    expect(resend()).toHaveTextContent(/^Запросить код повторно через (30|29)$/)
    expect(resend()).toBeDisabled()
    act(() => vi.advanceTimersByTime(31_000))
    expect(resend()).toBeEnabled()
  })

  it('goes back to the filled form with "Изменить данные"', async () => {
    const { user } = renderRoute('/auth')
    await reachCodeStep(user)
    await user.click(screen.getByRole('button', { name: 'Изменить данные' }))
    expect(screen.getByLabelText('Email')).toHaveValue(NEW.email)
    expect(screen.getByLabelText('Никнейм')).toHaveValue(NEW.nickname)
  })
})
