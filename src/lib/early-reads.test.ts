import { screen } from '@testing-library/react'
import { HttpResponse } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { renderRoute, signInAs } from '../../tests/render'
import { gatewayBaseUrl } from '@/api/config'
import { EARLY_READS_GLOBAL } from './early-reads'
import { getToken } from '@/api/token'
import { fetchCurrentUser } from '@/api/user'

// index.html may have started a screen's first reads (build/early-reads.ts); the client takes each
// answer once, for the same request sent with the same token, and asks the backend otherwise.

const USER_URL = `${gatewayBaseUrl()}/authms/api/Auth/user`
const EARLY_USER = { id: 7, userName: 'early', firstName: 'Ранний', balance: 10, balanceStars: 1 }

function leaveEarlyAnswer(token: string) {
  window[EARLY_READS_GLOBAL] = {
    [`POST ${new URL(USER_URL).href}`]: { token, answer: Promise.resolve(HttpResponse.json(EARLY_USER)) },
  }
}

function countUserRequests() {
  const sent: string[] = []
  server.events.on('request:start', ({ request }) => sent.push(request.url))
  return sent
}

afterEach(() => {
  window[EARLY_READS_GLOBAL] = undefined
  server.events.removeAllListeners()
})

describe('early reads', () => {
  it('greets the customer from the answer index.html got, without asking again', async () => {
    signInAs()
    leaveEarlyAnswer(getToken() ?? '')
    const sent = countUserRequests()
    renderRoute('/')
    expect(await screen.findByRole('heading', { name: 'Здравствуйте, Ранний!' })).toBeInTheDocument()
    expect(sent).not.toContain(USER_URL)
  })

  it('takes the answer index.html already asked for, once', async () => {
    const { account } = signInAs()
    leaveEarlyAnswer(getToken() ?? '')
    const sent = countUserRequests()
    expect(await fetchCurrentUser()).toMatchObject({ userName: 'early' })
    expect(sent).toEqual([])
    // The next read is a new question for the backend.
    expect(await fetchCurrentUser()).toMatchObject({ userName: account.userName })
    expect(sent).toEqual([USER_URL])
  })

  it('asks again when the token has changed since (a sign-in in another tab)', async () => {
    const { account } = signInAs()
    leaveEarlyAnswer('the-previous-token')
    const sent = countUserRequests()
    expect(await fetchCurrentUser()).toMatchObject({ userName: account.userName })
    expect(sent).toEqual([USER_URL])
  })

  it('explains a failed early read as any failed request', async () => {
    signInAs()
    window[EARLY_READS_GLOBAL] = {
      [`POST ${new URL(USER_URL).href}`]: {
        token: getToken() ?? '',
        answer: Promise.resolve(HttpResponse.json({ message: 'Недействительный токен' }, { status: 401 })),
      },
    }
    await expect(fetchCurrentUser()).rejects.toMatchObject({ response: { status: 401 } })
  })
})
