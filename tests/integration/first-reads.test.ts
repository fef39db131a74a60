import { createMemoryHistory } from '@tanstack/react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { gatewayBaseUrl, generalBaseUrl } from '@/api/config'
import { FIRST_READS } from '@/api/first-reads'
import { createQueryClient } from '@/query-client'
import { createAppRouter } from '@/router'
import { earlyReadsTable } from '../../build/early-reads'
import { signInAs } from '../render'

// index.html starts these reads before the app runs (build/early-reads.ts), at the URLs it builds
// from the backends' bases. A read missing from the table waits for the app's code; one the screen no
// longer makes, or one whose URL the client spells differently, is asked for and never taken.
const early = earlyReadsTable({ general: generalBaseUrl(), gateway: gatewayBaseUrl() })

afterEach(() => server.events.removeAllListeners())

describe('first reads', () => {
  it.each(Object.keys(FIRST_READS))('are the requests %s sends as it opens', async (address) => {
    signInAs()
    const sent: string[] = []
    server.events.on('request:start', ({ request }) => sent.push(`${request.method} ${request.url}`))
    const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: [address] }))
    // Loading runs the guards and every loader of the address: their reads have all started by then.
    await router.load()
    expect(router.state.location.pathname).toBe(address)
    expect(new Set(sent)).toEqual(new Set(early[address]?.map(([method, url]) => `${method} ${new URL(url).href}`)))
  })
})
