import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { db } from '@mocks/db'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { DEMO } from '@mocks/seed'
import { IP_LIMIT } from '@/features/devices/device-item'
import { NAME_LIMIT } from '@/features/profile/card-limits'
import { renderRoute, signInAs } from '../render'

// Answers no real server should send: each screen still shows what it can, and says what it cannot.

const DEVICES = 'authms/api/Auth/devices'
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0'
const session = (id: string, extra: object = {}) => ({
  id,
  userAgent: CHROME,
  ipAddress: '10.0.0.1',
  lastActivity: '',
  ...extra,
})

function demoAccount() {
  const account = db().users.find((entry) => entry.userName === DEMO.login)
  if (!account) throw new Error('no demo account')
  return account
}

describe('the devices screen with broken entries', () => {
  it('shows the sessions it can read and counts the others', async () => {
    signInAs()
    const broken = [null, { ...session('x'), id: true }, session('y', { userAgent: 7 })]
    server.use(
      http.post(gateway(DEVICES), () =>
        HttpResponse.json([session('a', { isCurrent: true }), session('b'), ...broken]),
      ),
    )
    renderRoute('/profile/devices')
    const list = await screen.findByRole('list', { name: 'Устройства' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('note')).toHaveTextContent('3 записи не удалось показать')
  })

  it('clips an IP address of 1 MB', async () => {
    signInAs()
    server.use(
      http.post(gateway(DEVICES), () => HttpResponse.json([session('a', { ipAddress: '1'.repeat(1_000_000) })])),
    )
    renderRoute('/profile/devices')
    const list = await screen.findByRole('list', { name: 'Устройства' })
    expect(within(list).getByText(/^IP:/)).toHaveTextContent(`IP: ${'1'.repeat(IP_LIMIT)}…`, {
      normalizeWhitespace: false,
    })
  })
})

describe('the /profile devices block', () => {
  it.each([
    ['a failure', () => HttpResponse.json({ message: 'Сервис недоступен' }, { status: 500 }), 'Сервис недоступен'],
    ['garbage', () => HttpResponse.json('garbage'), 'Сервер прислал неожиданный ответ'],
  ])(
    'says so on %s and retries',
    async (_case, answer, message) => {
      signInAs()
      server.use(http.post(gateway(DEVICES), answer))
      const { user } = renderRoute('/profile')
      const block = (await screen.findByRole('heading', { level: 2, name: 'Мои устройства' })).closest('section')
      if (!block) throw new Error('no devices block')
      const alert = await within(block).findByRole('alert', {}, { timeout: 8000 })
      expect(alert).toHaveTextContent(`Не удалось загрузить устройства. ${message}`)
      server.resetHandlers()
      await user.click(within(alert).getByRole('button', { name: 'Повторить' }))
      expect(await within(block).findByText(/^Активно: \d+ сеанс/)).toBeInTheDocument()
      expect(within(block).queryByRole('alert')).not.toBeInTheDocument()
    },
    15_000,
  )
})

describe('a 1 MB first name on /profile', () => {
  it('is clipped on the card and the page still answers', async () => {
    signInAs()
    demoAccount().firstName = 'Я'.repeat(1_000_000)
    const { user } = renderRoute('/profile')
    const heading = await screen.findByRole('heading', { level: 2, name: /^Петров Я+…$/ })
    expect(heading.textContent).toBe(`Петров ${'Я'.repeat(NAME_LIMIT - 'Петров '.length)}…`)
    await user.click(screen.getByRole('button', { name: 'Сменить почту' }))
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
  })
})

describe('a balance past the bound', () => {
  it('is a malformed answer, never "1e+308 ₽"', async () => {
    signInAs()
    server.use(http.post(gateway('authms/api/Auth/user'), () => HttpResponse.json({ id: 1, balance: 1e308 })))
    renderRoute('/')
    expect(await screen.findByText(/Сервер прислал неожиданный ответ/)).toBeInTheDocument()
    expect(document.body).not.toHaveTextContent(/e\+308|Infinity|NaN/)
  })
})
