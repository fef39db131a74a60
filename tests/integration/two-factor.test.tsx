import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { login } from '@/api/auth'
import { db, save } from '@mocks/db'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { DEMO } from '@mocks/seed'
import { renderRoute, signInAs } from '../render'

function demoUser() {
  const found = db().users.find((user) => user.userName === DEMO.login)
  if (!found) throw new Error('no demo user')
  return found
}

async function openList() {
  signInAs()
  const view = renderRoute('/profile')
  const section = await screen.findByRole('region', { name: 'Двухфакторная аутентификация' })
  return { ...view, section }
}

const item = (section: HTMLElement, name: string) => within(section).getByRole('listitem', { name })

afterEach(() => vi.restoreAllMocks())

describe('two-factor list', () => {
  it('shows the SPEC §3 defaults: Google and Telegram not connected, phone and Yandex unavailable', async () => {
    const { section } = await openList()
    await waitFor(() => expect(within(item(section, 'Telegram')).getByText('Не подключено')).toBeInTheDocument())
    expect(within(item(section, 'Google Authenticator')).getByText('Не подключено')).toBeInTheDocument()
    expect(within(item(section, 'Telegram')).getByText('Обязательно')).toBeInTheDocument()
    expect(within(item(section, 'Телефон')).getByText('Недоступно')).toBeInTheDocument()
    expect(within(item(section, 'Яндекс')).getByText('Недоступно')).toBeInTheDocument()
  })

  it('Google: enable shows a QR, the code field keeps 1–6 digits, verify connects; next sign-in asks for the code; disable', async () => {
    const { user, section } = await openList()
    await user.click(within(item(section, 'Google Authenticator')).getByRole('button', { name: 'Подключить' }))
    const dialog = await screen.findByRole('dialog', { name: 'Подключение Google Authenticator' })
    const qr = within(dialog).getByRole('img', { name: 'QR-код для приложения-аутентификатора' })
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/)
    const field = within(dialog).getByLabelText('Код из приложения')
    await user.type(field, '12a-34 5678')
    expect(field).toHaveValue('123456')

    // a wrong code first: the server's message, still not connected
    await user.clear(field)
    await user.type(field, '000000')
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }))
    expect(await screen.findByText('Неверный код')).toBeInTheDocument()
    expect(demoUser().isTwoFactorEnabled).toBe(false)

    await user.clear(field)
    await user.type(field, '123456')
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }))
    expect(await screen.findByText('Google Authenticator подключён')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(item(section, 'Google Authenticator')).getByText('Подключено')).toBeInTheDocument(),
    )

    const challenge = await login({ usernameOrEmail: DEMO.login, password: DEMO.password })
    expect(challenge.requiresTwoFactor).toBe(true)
    expect(challenge.token ?? null).toBeNull()
    const signedIn = await login({ usernameOrEmail: DEMO.login, password: DEMO.password, twoFactorCode: '123456' })
    expect(signedIn.token).toBeTruthy()

    await user.click(within(item(section, 'Google Authenticator')).getByRole('button', { name: 'Отключить' }))
    const off = await screen.findByRole('dialog', { name: 'Отключение Google Authenticator' })
    await user.type(within(off).getByLabelText('Код из приложения'), '111111')
    await user.click(within(off).getByRole('button', { name: 'Отключить' }))
    expect((await screen.findAllByText('Неверный код')).length).toBeGreaterThan(0)
    await user.clear(within(off).getByLabelText('Код из приложения'))
    await user.type(within(off).getByLabelText('Код из приложения'), '123456')
    await user.click(within(off).getByRole('button', { name: 'Отключить' }))
    expect(await screen.findByText('Google Authenticator отключён')).toBeInTheDocument()
    await waitFor(() =>
      expect(within(item(section, 'Google Authenticator')).getByText('Не подключено')).toBeInTheDocument(),
    )
    const plain = await login({ usernameOrEmail: DEMO.login, password: DEMO.password })
    expect(plain.token).toBeTruthy()
  })

  it('an empty Google code is refused in the form', async () => {
    const { user, section } = await openList()
    await user.click(within(item(section, 'Google Authenticator')).getByRole('button', { name: 'Подключить' }))
    const dialog = await screen.findByRole('dialog', { name: 'Подключение Google Authenticator' })
    await user.click(within(dialog).getByRole('button', { name: 'Подтвердить' }))
    expect(within(dialog).getByText('Введите код из приложения')).toBeInTheDocument()
  })

  it('Telegram linked: connected, phone connected too, unlink shows the notice', async () => {
    demoUser().telegramId = '555'
    save()
    const { user, section } = await openList()
    await waitFor(() => expect(within(item(section, 'Telegram')).getByText('Подключено')).toBeInTheDocument())
    expect(within(item(section, 'Телефон')).getByText('Подключено')).toBeInTheDocument()
    await user.click(within(item(section, 'Telegram')).getByRole('button', { name: 'Отвязать' }))
    expect(await screen.findByText('Вы можете отвязать Telegram только удалив свой аккаунт')).toBeInTheDocument()
  })

  it('Telegram check failure: "Ошибка получения 2fa" and unavailable', async () => {
    server.use(
      http.get(gateway('authms/api/Auth/users/check-telegram-user'), () => HttpResponse.json({ unexpected: 1 })),
    )
    const { section } = await openList()
    expect(await screen.findByText('Ошибка получения 2fa')).toBeInTheDocument()
    expect(within(item(section, 'Telegram')).getByText('Недоступно')).toBeInTheDocument()
    expect(within(item(section, 'Telegram')).queryByRole('button')).not.toBeInTheDocument()
  })

  it('Telegram link opens the generated https link in a new tab', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    const { user, section } = await openList()
    await user.click(await within(item(section, 'Telegram')).findByRole('button', { name: 'Привязать' }))
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    expect(open.mock.calls[0]?.[0]).toMatch(/^https:\/\/t\.me\//)
    expect(open.mock.calls[0]?.slice(1)).toEqual(['_blank', 'noopener,noreferrer'])
  })

  it.each([
    ['a server error', () => HttpResponse.json({ message: 'boom' }, { status: 404 })],
    ['a non-https link', () => HttpResponse.json({ link: 'javascript:alert(1)' })],
  ])('Telegram link failure (%s): "Ошибка генерации ссылки", nothing opened', async (_name, answer) => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null)
    server.use(http.get(gateway('telegrambotms/api/Bot/generate-telegram-link'), answer))
    const { user, section } = await openList()
    await user.click(await within(item(section, 'Telegram')).findByRole('button', { name: 'Привязать' }))
    expect((await screen.findAllByText('Ошибка генерации ссылки')).length).toBeGreaterThan(0)
    expect(open).not.toHaveBeenCalled()
  })
})
