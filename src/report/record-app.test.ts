import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/query-client'
import { createAppRouter } from '@/router'
import { keepEarlyEvents, takeEarlyEvents } from './early-events'
import { clearJournal, readJournal } from './journal'
import { routeWithoutToken, startRecording } from './record-app'
import { loadJournal } from './recorder'
import { onSessionEnd } from '@/api/session'

describe('a recorded page', () => {
  it.each([
    ['/auth', '?token=T0K&link=https%3A%2F%2Fa.example', '/auth?link=https%3A%2F%2Fa.example'],
    ['/auth', '?token=T0K', '/auth'],
    ['/wallet/history', '?status=ok', '/wallet/history?status=ok'],
    ['/', '', '/'],
  ])('%s%s is kept as %s', (pathname, search, recorded) => {
    expect(routeWithoutToken(pathname, search)).toBe(recorded)
  })
})

describe('what happened before the recorder loaded', () => {
  it('is recorded at its own time: an uncaught error while starting and the connection dropping', async () => {
    clearJournal()
    keepEarlyEvents()
    const error = new Error('the first page broke')
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }))
    window.dispatchEvent(new Event('offline'))
    const kept = Date.now()
    for (let tick = 0; tick < 30; tick++) window.dispatchEvent(new Event('online')) // a flood is capped

    startRecording(createAppRouter(createQueryClient()), onSessionEnd)
    await loadJournal()
    const events = () => readJournal().events.filter((event) => event.type !== 'route')
    await expect.poll(() => events().length).toBe(20)
    const [first, second] = events()
    expect(first).toMatchObject({ type: 'error', message: 'Error: the first page broke' })
    expect(second).toMatchObject({ type: 'network', online: false })
    expect(first?.time).toBeLessThanOrEqual(kept)

    // From now on events are recorded as they come, and the early store keeps nothing.
    window.dispatchEvent(new Event('offline'))
    await expect.poll(() => events().length).toBe(21)
    expect(takeEarlyEvents()).toEqual([])
  })
})
