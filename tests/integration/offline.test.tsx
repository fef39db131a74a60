import { onlineManager } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import { http } from 'msw'
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { getToken } from '@/api/token'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { CLIENT_TIMERS, endFakedWait, runClockUntil } from '../clock'
import { NETWORK_FAILURE } from '../failures'
import { renderRoute, signInAs } from '../render'

// The browser's offline state as TanStack Query's onlineManager records it (the window's
// online/offline events in a browser; set directly here).

const NETWORK_MESSAGE = NETWORK_FAILURE[2]

function goOffline() {
  act(() => onlineManager.setOnline(false))
}

function goOnline() {
  act(() => onlineManager.setOnline(true))
}

/** Signed in on home, the signal goes, and the devices screen opens: its read says it cannot run. */
async function openDevicesOffline() {
  signInAs()
  const { router } = renderRoute('/')
  await screen.findByRole('heading', { name: 'Мои услуги' })
  goOffline()
  await act(() => router.navigate({ to: '/profile/devices' }))
  const failure = await screen.findByRole('alert')
  expect(failure).toHaveTextContent(NETWORK_MESSAGE)
  return failure
}

/** Signed in, the portal opens with no signal: its content area says why. */
async function openHomeOffline() {
  signInAs()
  goOffline()
  renderRoute('/')
  const main = await screen.findByRole('main')
  expect(await within(main).findByRole('alert')).toHaveTextContent(NETWORK_MESSAGE)
  return main
}

/**
 * The signal returns while the radio is still attaching: the first read of `path` after the online
 * event gets no answer. A moment later the screen's own retry gets through, and `find` sees its result.
 */
async function reconnectWithFirstReadLost(path: string, find: () => HTMLElement | null) {
  server.use(http.post(gateway(path), NETWORK_FAILURE[1], { once: true }))
  vi.useFakeTimers(CLIENT_TIMERS)
  goOnline()
  expect(await runClockUntil(find)).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  await endFakedWait()
}

beforeEach(() => {
  onTestFinished(() => {
    onlineManager.setOnline(true)
    vi.useRealTimers()
  })
})

describe('offline', () => {
  it('a polite banner says so while offline and leaves when the signal returns', async () => {
    signInAs()
    renderRoute('/')
    await screen.findByRole('heading', { name: 'Мои услуги' })
    expect(screen.queryByText('Нет подключения к интернету')).not.toBeInTheDocument()
    goOffline()
    const banner = screen.getByText('Нет подключения к интернету')
    expect(banner.closest('[role="status"]')).not.toBeNull()
    goOnline()
    expect(screen.queryByText('Нет подключения к интернету')).not.toBeInTheDocument()
  })

  it('a read that cannot run says so in place with "Повторить" and refreshes by itself on reconnect', async () => {
    const failure = await openDevicesOffline()
    expect(within(failure).getByRole('button', { name: 'Повторить' })).toBeInTheDocument()
    goOnline()
    expect(await screen.findByRole('list', { name: 'Устройства' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('a read that finds no network yet as the signal returns refreshes by itself a moment later', async () => {
    await openDevicesOffline()
    await reconnectWithFirstReadLost('authms/api/Auth/devices', () =>
      screen.queryByRole('list', { name: 'Устройства' }),
    )
  })

  it('opening the portal offline is no sign-out: the error says why and the session stays', async () => {
    const { session } = signInAs()
    goOffline()
    const { router } = renderRoute('/profile')
    expect(await screen.findByText(NETWORK_MESSAGE)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/profile')
    expect(getToken()).toBe(session.token)
  })

  it('a first load cut off keeps the menus around the error and finishes by itself on reconnect', async () => {
    const main = await openHomeOffline()
    expect(within(main).getByRole('button', { name: 'Повторить' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Основное меню' })).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Нижнее меню' })).toBeInTheDocument()
    goOnline()
    expect(await screen.findByRole('heading', { level: 1, name: 'Здравствуйте, Иван!' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('a first load that finds no network yet as the signal returns finishes by itself a moment later', async () => {
    await openHomeOffline()
    await reconnectWithFirstReadLost('authms/api/Auth/user', () =>
      screen.queryByRole('heading', { level: 1, name: 'Здравствуйте, Иван!' }),
    )
  })

  it('back from the payment provider with the signal gone: no sign-out, the notice shows, the balance catches up online', async () => {
    const { account, session } = signInAs()
    // The provider credited the payment; the phone lost its signal on the way back.
    account.balance += 1000
    goOffline()
    const { router } = renderRoute('/?payment=success')
    expect(await screen.findByText(NETWORK_MESSAGE)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/')
    expect(getToken()).toBe(session.token)
    goOnline()
    expect(await screen.findByRole('article', { name: 'Баланс' })).toHaveTextContent(/2\s250,50\s₽/)
    expect(await screen.findByText('Оплата прошла, баланс пополнен')).toBeInTheDocument()
  })
})
