import { screen, waitFor } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { watchPageExits } from '../page-exits'
import { renderRoute, signInAs } from '../render'

afterEach(() => {
  vi.useRealTimers()
})

/**
 * The page's timeouts and clock under the test's control from the first render, so no timer the
 * screen sets can slip by. The clock still follows real time too (the query library's notifications
 * ride on setTimeout), and the test jumps it forward instead of waiting.
 */
function controlTimeouts() {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'],
    shouldAdvanceTime: true,
  })
}

/** When (on the page's clock) `text` first appeared and when the page announced leaving. */
function recordScreenTimes(text: string) {
  const times: { shownAt?: number; leftAt?: number } = {}
  const observer = new MutationObserver(() => {
    if (times.shownAt === undefined && document.body.textContent?.includes(text)) times.shownAt = Date.now()
  })
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  const onExit = () => (times.leftAt ??= Date.now())
  window.addEventListener('lk:page-exit', onExit)
  onTestFinished(() => {
    observer.disconnect()
    window.removeEventListener('lk:page-exit', onExit)
  })
  return times
}

const OWN = 'http://localhost:3000'
/** SPEC §9: the redirect screen shows for 500 ms before the browser leaves. */
const REDIRECT_DELAY_MS = 500
const exitUrl = (exits: { url: string }[]) => new URL(exits[0]?.url ?? 'about:blank')

describe('?token= without link', () => {
  it('leaves the address bar at once, is kept when the server accepts it, and the user lands on /', async () => {
    const { session } = signInAs()
    localStorage.clear() // the token arrives only through the address
    const { router } = renderRoute(`/auth?token=${session.token}`)
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('token'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(localStorage.getItem('access_token')).toBe(session.token)
    expect(router.state.location.href).not.toContain(session.token)
  })

  it('replaces its own history entry: Back goes to the page before the hand-off, not to /auth', async () => {
    const { session } = signInAs()
    localStorage.clear()
    const { router } = renderRoute('/reset-password')
    expect(await screen.findByRole('heading', { name: 'Обновление пароля' })).toBeInTheDocument()
    await router.navigate({ to: '/auth', search: { token: session.token } })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    router.history.back()
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password'))
  })

  it('is dropped with a clear message when the server refuses it', async () => {
    const { router } = renderRoute('/auth?token=forged-token')
    expect(await screen.findByRole('alert')).toHaveTextContent('Ссылка для входа недействительна или устарела')
    expect(localStorage.getItem('access_token')).toBeNull()
    expect(router.state.location.href).not.toContain('forged-token')
    expect(screen.getByRole('heading', { name: 'Вход' })).toBeInTheDocument()
  })

  it('explains a network failure of the check and keeps nothing', async () => {
    server.use(http.post(gateway('authms/api/Auth/verify-token'), () => HttpResponse.error()))
    renderRoute('/auth?token=some-token')
    expect(await screen.findByRole('alert')).toHaveTextContent('Нет связи с сервером')
    expect(localStorage.getItem('access_token')).toBeNull()
  })

  it('goes back to the page named in redirect', async () => {
    const { session } = signInAs()
    localStorage.clear()
    const { router } = renderRoute(`/auth?token=${session.token}&redirect=%2Fprofile`)
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
  })
})

describe('?link=', () => {
  it('a signed-in user sees the redirect screen naming the host, then goes there with the token', async () => {
    const exits = watchPageExits()
    const { session } = signInAs()
    controlTimeouts()
    const times = recordScreenTimes('Перенаправляем вас на localhost:3000')
    renderRoute(`/auth?link=${encodeURIComponent(`${OWN}/games?x=1`)}`)
    const heading = await screen.findByText('Перенаправляем вас на localhost:3000')
    expect(heading.closest('[role="status"]')).not.toBeNull()
    // SPEC §9: the screen shows for 500 ms from the frame that paints it, then the browser leaves.
    vi.advanceTimersToNextFrame()
    vi.advanceTimersByTime(REDIRECT_DELAY_MS)
    expect(exits).toHaveLength(1)
    expect(Number(times.leftAt) - Number(times.shownAt)).toBeGreaterThanOrEqual(REDIRECT_DELAY_MS)
    expect(exits[0]?.mode).toBe('replace')
    const target = exitUrl(exits)
    expect(target.origin).toBe(OWN)
    expect(target.pathname).toBe('/games')
    expect(target.searchParams.get('x')).toBe('1')
    expect(target.searchParams.get('token')).toBe(session.token)
  })

  it('a visitor signs in first, then is handed over', async () => {
    const exits = watchPageExits()
    const { user } = renderRoute(`/auth?link=${encodeURIComponent(`${OWN}/after`)}`)
    await user.type(await screen.findByLabelText('Логин или email'), 'demo')
    await user.type(screen.getByLabelText('Пароль'), 'Demo1234')
    await user.click(screen.getByRole('button', { name: 'Войти' }))
    expect(await screen.findByText('Перенаправляем вас на localhost:3000')).toBeInTheDocument()
    await waitFor(() => expect(exits).toHaveLength(1))
    expect(exitUrl(exits).searchParams.get('token')).toBe(localStorage.getItem('access_token'))
  })

  it('a stored token the server no longer accepts is dropped and the sign-in form shows', async () => {
    const exits = watchPageExits()
    localStorage.setItem('access_token', 'mock.expired')
    renderRoute(`/auth?link=${encodeURIComponent(`${OWN}/after`)}`)
    expect(await screen.findByLabelText('Логин или email')).toBeInTheDocument()
    expect(localStorage.getItem('access_token')).toBeNull()
    expect(exits).toEqual([])
  })

  it.each([
    ['no connection', () => HttpResponse.error(), 'Нет связи с сервером'],
    ['a server failure', () => HttpResponse.json({}, { status: 500 }), 'Ошибка запроса'],
  ])('a stored token that cannot be checked (%s) stays, and the sign-in form says why', async (_, answer, text) => {
    const exits = watchPageExits()
    const { session } = signInAs()
    server.use(http.post(gateway('authms/api/Auth/verify-token'), answer))
    renderRoute(`/auth?link=${encodeURIComponent(`${OWN}/after`)}`)
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    expect(screen.getByLabelText('Логин или email')).toBeInTheDocument()
    expect(localStorage.getItem('access_token')).toBe(session.token)
    expect(exits).toEqual([])
  })

  it.each([
    'https://evil.example/',
    'javascript:alert(1)',
    '//evil.example',
    'https://localhost:3000.evil.example/',
    'https://user@localhost:3000/',
    'http://localhost:3001/',
  ])('refuses %s with an error screen: no navigation, no request to that host', async (link) => {
    const exits = watchPageExits()
    const requests: string[] = []
    server.events.on('request:start', ({ request }) => requests.push(request.url))
    const { session } = signInAs()
    controlTimeouts()
    renderRoute(`/auth?link=${encodeURIComponent(link)}`)
    expect(await screen.findByRole('heading', { name: 'Не можем перейти по ссылке' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('не передали ему данные входа')
    // Well past the hand-off delay, still nowhere: time is advanced, not waited for.
    vi.advanceTimersByTime(REDIRECT_DELAY_MS * 4)
    expect(exits).toEqual([])
    expect(requests.every((url) => url.startsWith(OWN))).toBe(true)
    expect(requests.join(' ')).not.toContain(session.token)
    server.events.removeAllListeners()
  })

  it('with a token and a refused link: the token still leaves the address bar and goes nowhere', async () => {
    const exits = watchPageExits()
    const { session } = signInAs()
    localStorage.clear()
    const { router } = renderRoute(`/auth?token=${session.token}&link=${encodeURIComponent('https://evil.example/')}`)
    expect(await screen.findByRole('heading', { name: 'Не можем перейти по ссылке' })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.href).not.toContain(session.token))
    expect(localStorage.getItem('access_token')).toBeNull()
    expect(exits).toEqual([])
  })
})

describe('?redirect=', () => {
  // Followed once signed in: only to a page of this app that hands nothing over.
  it.each([
    '/oauth?access_token=abc',
    '/oauth#access_token=abc',
    `/auth?token=forged-token`,
    `/auth?link=${encodeURIComponent(`${OWN}/after`)}`,
    `/auth?redirect=${encodeURIComponent('/oauth?access_token=abc')}`,
    'https://evil.example/',
    '//evil.example/',
    '/payments',
  ])('a signed-in customer sent to %s lands on the home page, and nothing leaves', async (target) => {
    const exits = watchPageExits()
    const { session } = signInAs()
    const { router } = renderRoute(`/auth?redirect=${encodeURIComponent(target)}`)
    await waitFor(() => expect(router.state.location.href).toBe('/'))
    expect(exits).toEqual([])
    expect(localStorage.getItem('access_token')).toBe(session.token)
  })

  it('a visitor sent to /oauth signs in and stays in the app', async () => {
    const exits = watchPageExits()
    const { router, user } = renderRoute(`/auth?redirect=${encodeURIComponent('/oauth?access_token=abc')}`)
    await user.type(await screen.findByLabelText('Логин или email'), 'demo')
    await user.type(screen.getByLabelText('Пароль'), 'Demo1234')
    await user.click(screen.getByRole('button', { name: 'Войти' }))
    await waitFor(() => expect(router.state.location.href).toBe('/'))
    expect(exits).toEqual([])
  })

  it('keeps a page of the app with its query, without the fragment', async () => {
    signInAs()
    const { router } = renderRoute(`/auth?redirect=${encodeURIComponent('/profile?tab=2#x')}`)
    await waitFor(() => expect(router.state.location.href).toBe('/profile?tab=2'))
  })
})

describe('/oauth', () => {
  it('forwards the fragment to the backend callback as the query string', async () => {
    const exits = watchPageExits()
    renderRoute('/oauth#access_token=abc&token_type=bearer&expires_in=3600')
    await waitFor(() => expect(exits).toHaveLength(1))
    expect(exits[0]?.url).toBe(
      `${OWN}/mock/api/auth/yandex/callback?access_token=abc&token_type=bearer&expires_in=3600`,
    )
  })
})
