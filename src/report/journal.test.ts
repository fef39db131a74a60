import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { login, logout } from '@/api/auth'
import { gatewayApi } from '@/api/http'
import { onSessionEnd, signOut, startSession } from '@/api/session'
import {
  addToJournal,
  BODY_LIMIT,
  CALL_LIMIT,
  clearJournal,
  EVENT_LIMIT,
  EVENTS_SIZE_LIMIT,
  JOURNAL_LIMIT,
  readJournal,
} from './journal'
import { clearJournalAtSignOut } from './record-app'
import { gate } from '../../tests/gate'

const gateway = (path: string) => `${location.origin}/mock/gateway/${path}`

/** The journal fills in the background after each call; wait until it holds `count` calls. */
async function journalWith(count: number) {
  await expect.poll(() => readJournal().calls.length).toBe(count)
  return readJournal()
}

describe('the report journal', () => {
  it('records a sign-in without the password, the token or the second factor', async () => {
    clearJournal()
    const { token } = await login({ usernameOrEmail: 'demo', password: 'Demo1234', twoFactorCode: '123456' })
    const { calls } = await journalWith(1)
    const text = JSON.stringify(calls)
    expect(calls[0]?.request.postData?.text).toContain('"usernameOrEmail":"demo"')
    expect(text).toContain('"status":200')
    for (const secret of ['Demo1234', '123456', String(token)]) expect(text).not.toContain(secret)
  })

  it('never keeps the Authorization header, a cookie or a key header', async () => {
    clearJournal()
    startSession('SECRET-TOKEN-1')
    server.use(
      http.post(gateway('authms/api/Auth/logout'), () =>
        HttpResponse.json(
          { message: 'ok' },
          { headers: { 'Set-Cookie': 'sid=SECRET-COOKIE', 'X-Auth-Token': 'SECRET-KEY' } },
        ),
      ),
    )
    await logout()
    const { calls } = await journalWith(1)
    expect(calls[0]?.request.headers.find((header) => header.name === 'authorization')?.value).toMatch(/^\[скрыто·/)
    expect(JSON.stringify(calls)).not.toMatch(/SECRET-(TOKEN|COOKIE|KEY)/)
  })

  it('keeps network failures and timeouts as calls with status 0', async () => {
    clearJournal()
    server.use(http.get(gateway('serversms/fail'), () => HttpResponse.error()))
    await expect(gatewayApi.get('serversms/fail', { retry: 0 })).rejects.toThrow()
    const { calls } = await journalWith(1)
    expect(calls[0]?.response).toMatchObject({ status: 0, _error: expect.stringMatching(/^NetworkError/) })
  })

  it('leaves out a call the app ended itself (its screen was left): nothing failed for the customer', async () => {
    clearJournal()
    const reached = gate()
    server.use(
      http.get(gateway('serversms/left'), async () => {
        reached.open()
        return delay('infinite')
      }),
      http.get(gateway('serversms/after'), () => HttpResponse.json({})),
    )
    const screenLeft = new AbortController()
    const call = gatewayApi.get('serversms/left', { signal: screenLeft.signal }).then(() => 'answered')
    await reached.opened
    screenLeft.abort()
    await expect(call).rejects.toThrow()
    await gatewayApi.get('serversms/after')
    const { calls } = await journalWith(1)
    expect(calls.map((entry) => new URL(entry.request.url).pathname)).toEqual(['/mock/gateway/serversms/after'])
  })

  it('keeps a call that timed out', async () => {
    clearJournal()
    server.use(http.get(gateway('serversms/slow'), () => delay('infinite')))
    await expect(gatewayApi.get('serversms/slow', { retry: 0, timeout: 1 })).rejects.toThrow()
    const { calls } = await journalWith(1)
    expect(calls[0]?.response).toMatchObject({ status: 0, _error: expect.stringMatching(/^TimeoutError/) })
  })

  it('cuts a body over 256 KB with a visible marker', async () => {
    clearJournal()
    server.use(http.get(gateway('serversms/big'), () => HttpResponse.text('x'.repeat(BODY_LIMIT + 5000))))
    await gatewayApi.get('serversms/big')
    const { calls } = await journalWith(1)
    const text = calls[0]?.response.content.text ?? ''
    expect(text.length).toBeLessThan(BODY_LIMIT + 100)
    expect(text).toMatch(/…\[обрезано: показано 256 КБ из 261 КБ\]$/)
  })

  it('keeps the last 100 calls, dropping the oldest', async () => {
    clearJournal()
    server.use(http.get(gateway('serversms/n/:n'), () => HttpResponse.json({})))
    for (let n = 1; n <= CALL_LIMIT + 3; n += 1) await gatewayApi.get(`serversms/n/${n}`)
    await expect.poll(() => readJournal().calls.at(-1)?.request.url).toMatch(/\/n\/103$/)
    const { calls } = readJournal()
    expect(calls).toHaveLength(CALL_LIMIT)
    expect(calls[0]?.request.url).toMatch(/\/n\/4$/)
  })

  it('keeps the newest events within their count and size, the oldest out first', () => {
    clearJournal()
    const total = EVENT_LIMIT + 50
    for (let n = 1; n <= total; n += 1) {
      addToJournal({
        event: {
          type: 'toast',
          kind: 'error',
          text: `${n} ${'ю'.repeat(n === total ? 100_000 : 2000)}`,
          time: Date.now(),
        },
      })
    }
    const { events } = readJournal()
    expect(events.length).toBeLessThanOrEqual(EVENT_LIMIT)
    expect(JSON.stringify(events).length).toBeLessThanOrEqual(EVENTS_SIZE_LIMIT)
    expect(events.at(-1)).toMatchObject({ text: expect.stringMatching(new RegExp(`^${total} ю+…$`)) })
  })

  it('stays under 5 MB however large the answers are', async () => {
    clearJournal()
    server.use(http.get(gateway('serversms/large'), () => HttpResponse.text('y'.repeat(BODY_LIMIT))))
    for (let n = 0; n < 24; n += 1) await gatewayApi.get('serversms/large')
    // Large answers are read in the background: the calls arrive in the journal a little later.
    await expect.poll(() => readJournal().calls.length).toBeGreaterThan(15)
    expect(JSON.stringify(readJournal().calls).length).toBeLessThan(JOURNAL_LIMIT)
  })

  it('survives a reload in the tab, and is emptied at sign-out, in memory and in the tab', async () => {
    clearJournal()
    startSession('SECRET-TOKEN-2')
    await Promise.resolve(gatewayApi.get('serversms/api/servers/active')).catch(() => undefined)
    await journalWith(1)
    window.dispatchEvent(new PageTransitionEvent('pagehide'))
    expect(sessionStorage.getItem('lk-report-journal')).toContain('serversms/api/servers/active')
    expect(localStorage.length).toBe(1) // the token only
    const stop = clearJournalAtSignOut(onSessionEnd)
    signOut()
    stop()
    await expect.poll(() => readJournal().calls.length).toBe(0)
    expect(sessionStorage.getItem('lk-report-journal')).toBeNull()
  })

  it('keeps in the tab only what the page started before it began to leave', async () => {
    clearJournal()
    server.use(http.get(gateway('serversms/:name'), () => HttpResponse.json({})))
    await gatewayApi.get('serversms/before-leaving')
    const [before] = (await journalWith(1)).calls
    // The mark is taken in a later millisecond than the first call's start.
    await expect.poll(() => Date.now()).toBeGreaterThan(Date.parse(before?.startedDateTime ?? ''))
    window.dispatchEvent(new Event('beforeunload'))
    await gatewayApi.get('serversms/while-leaving')
    addToJournal({ event: { type: 'toast', kind: 'error', text: 'shown-while-leaving', time: Date.now() } })
    await journalWith(2)
    window.dispatchEvent(new PageTransitionEvent('pagehide'))
    const stored = sessionStorage.getItem('lk-report-journal') ?? ''
    expect(stored).toContain('serversms/before-leaving')
    expect(stored).not.toContain('serversms/while-leaving')
    expect(stored).not.toContain('shown-while-leaving')
  })
})
