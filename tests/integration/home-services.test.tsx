import { screen, waitFor, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mocks/node'
import { gateway } from '@mocks/respond'
import { setScenario } from '@mocks/scenarios'
import { SERVICE_NAME_LIMIT } from '@/features/services/active-services'
import { TITLE_LIMIT } from '@/ui/clipped-text'
import { CLIENT_TIMERS, endFakedWait, runClockUntil } from '../clock'
import { renderRoute, signInAs } from '../render'

const SERVICES = 'serversms/api/Servers/owner/services'

function servicesSection() {
  return screen.getByRole('region', { name: 'Мои услуги' })
}

/** The listed services hold these texts, one list of texts per item in order. */
async function expectServiceItems(expected: string[][]) {
  const items = await within(await screen.findByRole('region', { name: 'Мои услуги' })).findAllByRole('listitem')
  expect(items).toHaveLength(expected.length)
  expected.forEach((texts, index) => {
    for (const text of texts) expect(items[index]).toHaveTextContent(text)
  })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('the home screen: services', () => {
  it('lists the demo services as an array, with 1790 ₽ for the one without a price', async () => {
    signInAs()
    renderRoute('/')
    await expectServiceItems([
      ['Minecraft Survival', '2 сервера'],
      ['CS2 Public', '1 790 ₽ / мес.', '1 сервер'],
    ])
  })

  it('accepts a single object as the services answer', async () => {
    signInAs()
    server.use(
      http.get(gateway(SERVICES), () => HttpResponse.json({ amount: 990, message: 'Rust Vanilla', serverCount: 5 })),
    )
    renderRoute('/')
    await expectServiceItems([['Rust Vanilla', '990 ₽ / мес.', '5 серверов']])
  })

  it('shows 2 skeletons while services load', async () => {
    signInAs()
    server.use(
      http.get(gateway(SERVICES), async () => {
        await delay('infinite')
        return HttpResponse.json([])
      }),
    )
    renderRoute('/')
    await screen.findByRole('region', { name: 'Мои услуги' })
    const status = within(servicesSection()).getByRole('status')
    expect(status).toHaveTextContent('Загрузка услуг')
    expect(status.querySelectorAll('[data-skeleton]')).toHaveLength(2)
  })

  it('shows a clear empty state for a new user and no forecast', async () => {
    setScenario('new-user')
    signInAs()
    renderRoute('/')
    expect(
      await within(await screen.findByRole('region', { name: 'Мои услуги' })).findByText(
        'У вас пока нет активных услуг.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Арендовать игровой сервер/ })).toBeInTheDocument()
    expect(screen.getAllByText('0,00 ₽').length).toBeGreaterThan(0)
    expect(screen.queryByText(/хватит/)).not.toBeInTheDocument()
  })

  it('shows an inline error with a retry when services fail, after the client retried them', async () => {
    signInAs()
    let attempts = 0
    server.use(
      http.get(gateway(SERVICES), () => {
        attempts += 1
        return HttpResponse.json({ message: 'Сервис серверов недоступен' }, { status: 500 })
      }),
    )
    // The client's backoff runs on the faked clock, so the test never waits it out.
    vi.useFakeTimers(CLIENT_TIMERS)
    const { user } = renderRoute('/')
    const alert = await runClockUntil(() => within(servicesSection()).queryByRole('alert'))
    expect(alert).toHaveTextContent('Сервис серверов недоступен')
    // PRODUCT §3: a read failing with a 5xx is retried (twice) before the screen says so.
    expect(attempts).toBe(3)
    await endFakedWait()
    server.resetHandlers()
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }))
    expect(await within(servicesSection()).findByText('Minecraft Survival')).toBeInTheDocument()
  })

  it('ends the services request, and with it the client’s retries, once the customer leaves home', async () => {
    signInAs()
    const asked: Request[] = []
    server.use(
      http.get(gateway(SERVICES), async ({ request }) => {
        asked.push(request)
        await delay('infinite')
        return HttpResponse.json([])
      }),
    )
    const { user } = renderRoute('/')
    const [profileLink] = await screen.findAllByRole('link', { name: 'Личные данные' })
    if (!profileLink) throw new Error('The menu has no link to the profile')
    await waitFor(() => expect(asked).toHaveLength(1))
    expect(asked[0]?.signal.aborted).toBe(false)
    await user.click(profileLink)
    expect(await screen.findByRole('heading', { name: 'Личные данные' })).toBeInTheDocument()
    await waitFor(() => expect(asked[0]?.signal.aborted).toBe(true))
  })

  it('an answer that is not a list or a service is an inline error, not a crash', async () => {
    signInAs()
    server.use(http.get(gateway(SERVICES), () => HttpResponse.json('много')))
    renderRoute('/')
    const alert = await within(await screen.findByRole('region', { name: 'Мои услуги' })).findByRole('alert')
    expect(alert).toHaveTextContent('Сервер прислал неожиданный ответ')
  })

  it('leaves out the services it cannot read and says how many', async () => {
    signInAs()
    const good = { amount: 199.5, message: 'Rust Vanilla', serverCount: 1 }
    const hostile = [
      { amount: 'много', message: 'X' },
      { amount: 1e308, message: 'Огромная' },
      { amount: 10.001, message: 'Доли копейки' },
      { amount: 100, serverCount: -1 },
      null,
    ]
    server.use(http.get(gateway(SERVICES), () => HttpResponse.json([good, ...hostile])))
    renderRoute('/')
    const section = await screen.findByRole('region', { name: 'Мои услуги' })
    expect(await within(section).findByText('Rust Vanilla')).toBeInTheDocument()
    expect(within(section).getByText('199,50 ₽')).toBeInTheDocument()
    expect(within(section).getByRole('note')).toHaveTextContent('5 записей не удалось показать')
    expect(within(section).queryByText('Огромная')).not.toBeInTheDocument()
  })

  it('clips a very long service name and keeps the rest in its tooltip', async () => {
    signInAs()
    const name = `Сервер ${'я'.repeat(1_000_000)}`
    server.use(http.get(gateway(SERVICES), () => HttpResponse.json({ amount: 100, message: name, serverCount: 1 })))
    renderRoute('/')
    const title = await within(await screen.findByRole('region', { name: 'Мои услуги' })).findByRole('heading', {
      level: 3,
    })
    expect(title.textContent).toBe(`${name.slice(0, SERVICE_NAME_LIMIT)}…`)
    expect(title.querySelector('[title]')?.getAttribute('title')).toBe(`${name.slice(0, TITLE_LIMIT)}…`)
  })

  it('says "больше года" instead of an absurd number of days', async () => {
    const { account } = signInAs()
    account.balance = 999_999_999_999.99
    renderRoute('/')
    expect(await screen.findByText('С учётом кэшбэка хватит больше чем на год')).toBeInTheDocument()
    expect(screen.getByText('999 999 999 999,99 ₽')).toBeInTheDocument()
  })

  it('starts the user and services requests together', async () => {
    signInAs()
    // The user's answer is held until the services request has gone out: requests made one after
    // the other would never get there, and the screen would never show.
    let servicesStarted = () => {}
    const servicesGoneOut = new Promise<void>((resolve) => (servicesStarted = resolve))
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/Servers/owner/services')) servicesStarted()
    })
    server.use(
      http.post(gateway('authms/api/Auth/user'), async () => {
        await servicesGoneOut
        return undefined // the mock's own answer
      }),
    )
    renderRoute('/')
    await within(await screen.findByRole('region', { name: 'Мои услуги' })).findByText('Minecraft Survival')
    server.events.removeAllListeners()
  })

  it('refuses the services call without a token (SPEC §6), sending nothing', async () => {
    const sent: string[] = []
    server.events.on('request:start', ({ request }) => sent.push(request.url))
    const { fetchServices } = await import('@/api/services')
    await expect(fetchServices()).rejects.toThrow('Нет авторизации')
    expect(sent).toEqual([])
    server.events.removeAllListeners()
  })
})
