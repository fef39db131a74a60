import { describe, expect, it } from 'vitest'
import { findCall } from '@mocks/studio/core/calls'
import { CATALOGUE } from './catalogue'
import { callPath } from './call'
import { MOCK_GATEWAY_PATH, MOCK_GENERAL_PATH } from './config'

// A call missing from the catalogue, without a mock handler or unknown to the studio used to be
// forgotten silently (no rules, no journal name, a 501 in the preview). Each gap fails here.

const CALL_TEXT = /^(GET|POST|PUT|DELETE) (gateway|general) \S+$/
// A worker's entry (./history-worker.ts) runs as a worker, not as a module of the page.
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts', '!./*-worker.ts'], { eager: true })
const defined = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => name.endsWith('Call') && typeof value === 'string' && CALL_TEXT.test(value))
    .map(([name, value]) => [`${file} ${name}`, value] as const),
)
const mockUrl = (call: (typeof CATALOGUE)[number]) =>
  `http://localhost${call.backend === 'gateway' ? MOCK_GATEWAY_PATH : MOCK_GENERAL_PATH}/${callPath(call.call, 'x-1')}`

describe('the call catalogue', () => {
  it('finds the calls the API modules define', () => {
    expect(defined.length).toBeGreaterThan(20)
  })

  it.each(defined)('lists %s', (_name, call) => {
    expect(CATALOGUE.map((entry) => entry.call)).toContain(call)
  })

  it('gives every call its own id and a Russian name', () => {
    expect(new Set(CATALOGUE.map((call) => call.id)).size).toBe(CATALOGUE.length)
    for (const call of CATALOGUE) expect(call.name).toMatch(/^[А-ЯЁ]/)
  })

  it.each(CATALOGUE.map((call) => [call.id, call] as const))('%s has a mock handler', async (_id, call) => {
    const response = await fetch(mockUrl(call), { method: call.method })
    expect(response.status).not.toBe(501)
  })

  it.each(CATALOGUE.map((call) => [call.id, call] as const))('%s is known to the studio', (_id, call) => {
    expect(findCall(call.method, mockUrl(call))?.id).toBe(call.id)
  })
})
