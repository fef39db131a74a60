import { readFileSync } from 'node:fs'
import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { setScenario } from '@mocks/scenarios'
import { renderRoute, signInAs } from '../render'

describe('guards and the 404 page', () => {
  it.each(['/', '/profile', '/profile/devices', '/wallet/history'])(
    'sends a visitor without a token from %s to /auth and keeps the way back',
    async (path) => {
      const { router } = renderRoute(path)
      expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/auth')
      expect(router.state.location.search).toEqual({ redirect: path })
    },
  )

  it('shows the 404 page with a link home for an unknown route', async () => {
    renderRoute('/no/such/page')
    expect(
      await screen.findByRole('heading', { name: 'Упс! Кажется, вы попали на несуществующую страницу' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toHaveAttribute('href', '/')
  })

  it('opens /reset-password without a token', async () => {
    renderRoute('/reset-password')
    expect(await screen.findByRole('heading', { name: 'Обновление пароля' })).toBeInTheDocument()
  })
})

describe('signing in and out', () => {
  it('signs in with the demo account and lands on the page the user was sent away from', async () => {
    const { user, router } = renderRoute('/profile')
    await user.type(await screen.findByLabelText('Логин или email'), 'demo')
    await user.type(screen.getByLabelText('Пароль'), 'Demo1234')
    await user.click(screen.getByRole('button', { name: 'Войти' }))
    expect(await screen.findByText('Успешный вход')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
    expect(localStorage.getItem('access_token')).toMatch(/^mock\./)
  })

  it('shows the validation messages of SPEC §5 on an empty submit', async () => {
    const { user } = renderRoute('/auth')
    await user.click(await screen.findByRole('button', { name: 'Войти' }))
    expect(await screen.findByText('Введите логин')).toBeInTheDocument()
    expect(screen.getByText('Введите пароль')).toBeInTheDocument()
  })

  it('shows the server message for a wrong password and stays signed out', async () => {
    const { user } = renderRoute('/auth')
    await user.type(await screen.findByLabelText('Логин или email'), 'demo')
    await user.type(screen.getByLabelText('Пароль'), 'wrong-password')
    await user.click(screen.getByRole('button', { name: 'Войти' }))
    expect(await screen.findByText('Неверный логин или пароль')).toBeInTheDocument()
    expect(localStorage.getItem('access_token')).toBeNull()
  })

  it('signs out: the token is gone and the user is on /auth', async () => {
    signInAs()
    const { user, router } = renderRoute('/profile')
    await user.click(await screen.findByRole('button', { name: 'Выйти' }))
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument()
    expect(localStorage.getItem('access_token')).toBeNull()
    expect(router.state.location.search).toEqual({})
  })
})

describe('another tab', () => {
  /** What the browser tells this tab when another one changes the stored token. */
  function tokenChangedElsewhere(token: string | null) {
    if (token === null) localStorage.removeItem('access_token')
    else localStorage.setItem('access_token', token)
    window.dispatchEvent(new StorageEvent('storage', { key: 'access_token', newValue: token }))
  }

  it('signing out there signs this tab out, with the way back to the page it was on', async () => {
    signInAs()
    const { router } = renderRoute('/profile')
    expect(await screen.findByRole('heading', { name: 'Петров Иван Сергеевич' })).toBeInTheDocument()
    tokenChangedElsewhere(null)
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument()
    expect(screen.queryByText('Петров Иван Сергеевич')).not.toBeInTheDocument()
    expect(router.state.location.search).toEqual({ redirect: '/profile' })
  })

  it('signing in there moves this tab on from the sign-in form', async () => {
    const { router } = renderRoute('/auth')
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument()
    const { session } = signInAs()
    tokenChangedElsewhere(session.token)
    expect(await screen.findByRole('heading', { level: 1, name: 'Здравствуйте, Иван!' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
  })
})

describe('failures', () => {
  it('a 401 from many requests at once ends the session once and offers the way back', async () => {
    signInAs()
    const { router, user } = renderRoute('/profile')
    await screen.findByRole('heading', { name: 'Личные данные' })
    server.use(
      http.post(gateway('authms/api/Auth/user'), () => HttpResponse.json({ message: 'Токен истёк' }, { status: 401 })),
    )
    await Promise.all([
      router.options.context.queryClient.refetchQueries(),
      router.options.context.queryClient.refetchQueries(),
    ])
    expect(await screen.findByRole('heading', { name: 'Вход' })).toBeInTheDocument()
    expect(screen.getAllByText('Сессия завершена. Войдите снова')).toHaveLength(1)
    expect(router.state.location.search).toEqual({ redirect: '/profile' })
    server.resetHandlers() // the backend accepts the new session
    await user.type(screen.getByLabelText('Логин или email'), 'demo')
    await user.type(screen.getByLabelText('Пароль'), 'Demo1234')
    await user.click(screen.getByRole('button', { name: 'Войти' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
  })

  it('a malformed user answer shows a clear error screen, not a blank page', async () => {
    signInAs()
    server.use(http.post(gateway('authms/api/Auth/user'), () => HttpResponse.json({ unexpected: true })))
    renderRoute('/')
    expect(await screen.findByRole('heading', { name: 'Что-то пошло не так' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('Сервер прислал неожиданный ответ. Попробуйте позже')
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument()
  })

  it('a failed user read keeps the menus, and "Повторить" loads the screen', async () => {
    signInAs()
    server.use(http.post(gateway('authms/api/Auth/user'), () => HttpResponse.json({}, { status: 500 })))
    const { user } = renderRoute('/')
    const main = await screen.findByRole('main')
    expect(await within(main).findByRole('alert')).toHaveTextContent('Ошибка запроса')
    expect(screen.getByRole('navigation', { name: 'Основное меню' })).toBeInTheDocument()
    server.resetHandlers()
    await user.click(within(main).getByRole('button', { name: 'Повторить' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Здравствуйте, Иван!' })).toBeInTheDocument()
  })

  it('the server-errors scenario shows the server message and keeps the token', async () => {
    signInAs()
    setScenario('server-errors')
    renderRoute('/')
    expect(await screen.findByRole('alert')).toHaveTextContent('Внутренняя ошибка сервера')
    expect(localStorage.getItem('access_token')).not.toBeNull()
  })

  it('the offline scenario says the connection is lost', async () => {
    signInAs()
    setScenario('offline')
    renderRoute('/')
    expect(await screen.findByRole('alert')).toHaveTextContent('Нет связи с сервером')
  })
})

describe('layout and theme', () => {
  it('has the four menu items with the external ones opening in a new tab', async () => {
    signInAs()
    renderRoute('/')
    const menu = await screen.findByRole('navigation', { name: 'Основное меню' })
    expect(within(menu).getByRole('link', { name: 'Главная' })).toHaveAttribute('href', '/')
    expect(within(menu).getByRole('link', { name: 'Личные данные' })).toHaveAttribute('href', '/profile')
    expect(within(menu).getByRole('link', { name: /Поддержка/ })).toHaveAttribute('target', '_blank')
    expect(within(menu).getByRole('link', { name: /Хостинг/ })).toHaveAttribute('target', '_blank')
  })

  it('is dark by default and remembers the light theme under `theme`', async () => {
    // The setup leaves every test dark; start instead from the page as index.html ships it.
    const shipped = new DOMParser().parseFromString(readFileSync('index.html', 'utf8'), 'text/html')
    document.documentElement.removeAttribute('data-theme')
    const initial = shipped.documentElement.getAttribute('data-theme')
    if (initial !== null) document.documentElement.setAttribute('data-theme', initial)
    expect(localStorage.getItem('theme')).toBeNull()
    signInAs()
    const { user } = renderRoute('/')
    // The side menu's switch (the mobile header has its own, hidden at this width in a browser).
    const themeSwitch = (await screen.findAllByRole('switch', { name: 'Тёмная тема' }))[0] as HTMLElement
    expect(themeSwitch).toBeChecked()
    await user.click(themeSwitch)
    expect(document.documentElement).toHaveAttribute('data-theme', 'light')
    expect(localStorage.getItem('theme')).toBe('light')
  })
})
