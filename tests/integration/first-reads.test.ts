import { createMemoryHistory } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { MOCK_GATEWAY_PATH, MOCK_GENERAL_PATH } from '@/api/config'
import { FIRST_READS } from '@/api/first-reads'
import { createQueryClient } from '@/query-client'
import { createAppRouter } from '@/router'
import { signInAs } from '../render'

// index.html starts these reads before the app runs (build/early-reads.ts); a read missing from the
// table waits for the app's code, and one the screen no longer makes is asked for nothing.

/** The call as the catalogue spells it: "POST gateway authms/api/Auth/user". */
function callOf(request: Request) {
  const { pathname } = new URL(request.url)
  for (const [backend, prefix] of [
    ['gateway', MOCK_GATEWAY_PATH],
    ['general', MOCK_GENERAL_PATH],
  ] as const) {
    if (pathname.startsWith(`${prefix}/`)) return `${request.method} ${backend} ${pathname.slice(prefix.length + 1)}`
  }
  return `${request.method} ${pathname}`
}

afterEach(() => server.events.removeAllListeners())

describe('first reads', () => {
  it.each(Object.entries(FIRST_READS))('lists the reads %s starts as it opens', async (address, reads) => {
    signInAs()
    const started: string[] = []
    server.events.on('request:start', ({ request }) => started.push(callOf(request)))
    const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: [address] }))
    // Loading runs the guards and every loader of the address: their reads have all started by then.
    await router.load()
    expect(router.state.location.pathname).toBe(address)
    expect(new Set(started)).toEqual(new Set(reads))
  })
})
