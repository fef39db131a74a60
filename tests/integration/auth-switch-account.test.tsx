import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { renderRoute, signInAs } from '../render'

describe('?token= while another account is signed in (login CSRF)', () => {
  function handOverAnotherAccount() {
    const secure = signInAs('secure@example.com')
    const demo = signInAs()
    localStorage.setItem('access_token', secure.session.token)
    return {
      mine: secure.session.token,
      foreign: demo.session.token,
      ...renderRoute(`/auth?token=${demo.session.token}`),
    }
  }

  it('asks first, with the token already out of the address bar and not stored', async () => {
    const { router, mine, foreign } = handOverAnotherAccount()
    expect(await screen.findByRole('heading', { name: 'Войти в другой аккаунт?' })).toBeInTheDocument()
    expect(router.state.location.href).not.toContain(foreign)
    expect(localStorage.getItem('access_token')).toBe(mine)
  })

  it('switches when the user chooses to, and lands on /', async () => {
    const { router, user, foreign } = handOverAnotherAccount()
    await user.click(await screen.findByRole('button', { name: 'Войти в другой аккаунт' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(localStorage.getItem('access_token')).toBe(foreign)
    expect(await screen.findByText('Успешный вход')).toBeInTheDocument()
  })

  it('a double tap on the switch signs in once, with the handed-over token', async () => {
    const { router, user, foreign } = handOverAnotherAccount()
    await user.dblClick(await screen.findByRole('button', { name: 'Войти в другой аккаунт' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(localStorage.getItem('access_token')).toBe(foreign)
    expect(await screen.findAllByText('Успешный вход')).toHaveLength(1)
  })

  it('after switching, the previous account’s data is gone from the screens', async () => {
    const secure = signInAs('secure@example.com')
    const demo = signInAs()
    localStorage.setItem('access_token', secure.session.token)
    const { router, user } = renderRoute('/')
    expect(await screen.findByText('Здравствуйте, Анна!')).toBeInTheDocument()
    await router.navigate({ to: '/auth', search: { token: demo.session.token } })
    await user.click(await screen.findByRole('button', { name: 'Войти в другой аккаунт' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(screen.queryByText('Здравствуйте, Анна!')).not.toBeInTheDocument()
    expect(await screen.findByText('Здравствуйте, Иван!')).toBeInTheDocument()
  })

  it('staying keeps the signed-in account and drops the handed-over token', async () => {
    const { router, user, mine, foreign } = handOverAnotherAccount()
    await user.click(await screen.findByRole('button', { name: 'Остаться в своём аккаунте' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(localStorage.getItem('access_token')).toBe(mine)
    expect(router.state.location.href).not.toContain(foreign)
    expect(screen.queryByText('Успешный вход')).not.toBeInTheDocument()
  })

  it('leaving the question without an answer drops the handed-over token for good', async () => {
    const { router, user } = handOverAnotherAccount()
    expect(await screen.findByRole('heading', { name: 'Войти в другой аккаунт?' })).toBeInTheDocument()
    await router.navigate({ to: '/profile' })
    await user.click(await screen.findByRole('button', { name: 'Выйти' }))
    // Signed out, /auth must not pick the foreign token up again and sign in with it silently.
    expect(await screen.findByLabelText('Логин или email')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(screen.queryByText('Успешный вход')).not.toBeInTheDocument()
    expect(localStorage.getItem('access_token')).toBeNull()
  })

  it('a session that has already ended asks nothing: the handed-over token signs in', async () => {
    const demo = signInAs()
    localStorage.setItem('access_token', 'mock.expired')
    const { router } = renderRoute(`/auth?token=${demo.session.token}`)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(localStorage.getItem('access_token')).toBe(demo.session.token)
    expect(screen.queryByRole('heading', { name: 'Войти в другой аккаунт?' })).not.toBeInTheDocument()
  })

  it('a session that cannot be checked (no connection) is not assumed to be over: it asks first', async () => {
    const secure = signInAs('secure@example.com')
    const demo = signInAs()
    localStorage.setItem('access_token', secure.session.token)
    server.use(
      http.post(gateway('authms/api/Auth/verify-token'), async ({ request }) => {
        const { token } = (await request.clone().json()) as { token: string }
        return token === secure.session.token ? HttpResponse.error() : undefined
      }),
    )
    renderRoute(`/auth?token=${demo.session.token}`)
    expect(await screen.findByRole('heading', { name: 'Войти в другой аккаунт?' })).toBeInTheDocument()
    expect(localStorage.getItem('access_token')).toBe(secure.session.token)
  })

  it('a token of the same account asks nothing', async () => {
    const first = signInAs()
    const second = signInAs()
    localStorage.setItem('access_token', first.session.token)
    const { router } = renderRoute(`/auth?token=${second.session.token}`)
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(localStorage.getItem('access_token')).toBe(second.session.token)
    expect(screen.queryByRole('heading', { name: 'Войти в другой аккаунт?' })).not.toBeInTheDocument()
  })
})
