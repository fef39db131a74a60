import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { gateway, general } from '@mocks/respond'
import { SECURE } from '@mocks/seed'
import { watchPageExits } from '../page-exits'
import { renderRoute } from '../render'
import { emptyAnswer, malformedAnswer, NETWORK_FAILURE } from '../failures'

async function fillSignIn(user: ReturnType<typeof renderRoute>['user'], login: string, password: string) {
  await user.type(await screen.findByLabelText('Логин или email'), login)
  await user.type(screen.getByLabelText('Пароль'), password)
  await user.click(screen.getByRole('button', { name: 'Войти' }))
}

describe('/auth sign-in', () => {
  it('shows both tabs with the sign-in tab selected', async () => {
    renderRoute('/auth')
    const tablist = await screen.findByRole('tablist', { name: 'Вход или регистрация' })
    expect(within(tablist).getByRole('tab', { name: 'Вход' })).toHaveAttribute('aria-selected', 'true')
    expect(within(tablist).getByRole('tab', { name: 'Регистрация' })).toHaveAttribute('aria-selected', 'false')
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Вход')
  })

  it('signs in by e-mail and lands on /', async () => {
    const { user, router } = renderRoute('/auth')
    await fillSignIn(user, 'demo@example.com', 'Demo1234')
    expect(await screen.findByText('Успешный вход')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('the password toggle shows and hides the password', async () => {
    const { user } = renderRoute('/auth')
    const password = await screen.findByLabelText('Пароль')
    expect(password).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Показать пароль' }))
    expect(password).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Скрыть пароль' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it('reads the same for an unknown account and a wrong password', async () => {
    const { user } = renderRoute('/auth')
    await fillSignIn(user, 'nobody@example.com', 'Whatever1')
    expect(await screen.findByText('Неверный логин или пароль')).toBeInTheDocument()
    expect(localStorage.getItem('access_token')).toBeNull()
  })

  it('asks for the second factor, validates it, refuses a wrong one and signs in with the right one', async () => {
    const { user, router } = renderRoute('/auth')
    await fillSignIn(user, SECURE.email, SECURE.password)
    expect(await screen.findByText('Введите код из приложения-аутентификатора')).toBeInTheDocument()
    expect(localStorage.getItem('requiresTwoFactor')).toBe('true')
    const code = screen.getByLabelText('Код подтверждения')
    expect(code).toHaveAttribute('autocomplete', 'one-time-code')

    await user.click(screen.getByRole('button', { name: 'Войти' }))
    expect(await screen.findByText('Введите код подтверждения')).toBeInTheDocument()
    await user.type(code, '123')
    await user.click(screen.getByRole('button', { name: 'Войти' }))
    expect(await screen.findByText('Код должен содержать 6 символов')).toBeInTheDocument()

    await user.clear(code)
    await user.type(code, '654321')
    await user.click(screen.getByRole('button', { name: 'Войти' }))
    expect(await screen.findByText('Неверный код подтверждения')).toBeInTheDocument()
    expect(localStorage.getItem('access_token')).toBeNull()

    await user.clear(code)
    await user.type(code, '123 456') // a pasted code with a space
    expect(code).toHaveValue('123456')
    await user.click(screen.getByRole('button', { name: 'Войти' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(localStorage.getItem('access_token')).toMatch(/^mock\./)
  })

  it('the cross on the code field drops the 2FA requirement', async () => {
    localStorage.setItem('requiresTwoFactor', 'true')
    const { user } = renderRoute('/auth')
    expect(await screen.findByLabelText('Код подтверждения')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Убрать код и войти без него' }))
    expect(screen.queryByLabelText('Код подтверждения')).not.toBeInTheDocument()
    expect(localStorage.getItem('requiresTwoFactor')).toBeNull()
  })

  it.each([
    [
      '500 with a message',
      () => HttpResponse.json({ message: 'Сервис входа недоступен' }, { status: 500 }),
      'Сервис входа недоступен',
    ],
    ['500 without a body', () => new HttpResponse(null, { status: 500 }), 'Ошибка запроса'],
    [
      '400 with an errors object',
      () =>
        HttpResponse.json({ message: 'x', errors: { usernameOrEmail: ['Слишком длинный логин'] } }, { status: 400 }),
      'Слишком длинный логин',
    ],
    ['404', emptyAnswer(404), 'Неверный логин или пароль'],
    NETWORK_FAILURE,
    malformedAnswer({ token: 42 }),
  ])('explains %s', async (_name, answer, text) => {
    server.use(http.post(gateway('authms/api/Auth/login'), answer))
    const { user } = renderRoute('/auth')
    await fillSignIn(user, 'demo', 'Demo1234')
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Войти' })).toBeEnabled()
    expect(localStorage.getItem('access_token')).toBeNull()
  })
})

describe('Yandex entry', () => {
  it('asks the backend for the URL and follows it', async () => {
    const exits = watchPageExits()
    const { user } = renderRoute('/auth')
    await user.click(await screen.findByRole('button', { name: 'Войти через Яндекс' }))
    await waitFor(() => expect(exits).toHaveLength(1))
    expect(exits[0]).toEqual({
      mode: 'assign',
      url: expect.stringMatching(/^http:\/\/localhost:3000\/oauth#access_token=/),
    })
  })

  it('does not follow a URL that is not a web address', async () => {
    const exits = watchPageExits()
    server.use(
      http.get(general('auth/yandex/getUrl'), () =>
        HttpResponse.json({ status: 'ok', data: { url: 'javascript:alert(1)' } }),
      ),
    )
    const { user } = renderRoute('/auth')
    await user.click(await screen.findByRole('button', { name: 'Войти через Яндекс' }))
    expect(await screen.findByText('Вход через Яндекс сейчас недоступен')).toBeInTheDocument()
    expect(exits).toEqual([])
  })

  it('explains a failed getUrl', async () => {
    server.use(
      http.get(general('auth/yandex/getUrl'), () =>
        HttpResponse.json({ message: 'Яндекс недоступен' }, { status: 503 }),
      ),
    )
    const { user } = renderRoute('/auth')
    await user.click(await screen.findByRole('button', { name: 'Войти через Яндекс' }))
    expect(await screen.findByText('Яндекс недоступен')).toBeInTheDocument()
  })

  it('says so when the backend callback sends the user back with an error', async () => {
    renderRoute('/auth?error=yandex')
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось войти через Яндекс')
  })
})
