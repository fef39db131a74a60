import { describe, expect, it } from 'vitest'
import { EXTRA_TEXT_LIMIT, readExtras } from './har-import-extras'

const route = (path: string, time = '2026-11-20T09:15:00.000Z') => ({ type: 'route', time, path })

describe('readExtras', () => {
  it("reads the customer's text, events in time order and the last route", () => {
    const extras = readExtras({
      _description: 'Не проходит оплата',
      _device: { build: 'abc', viewportWidth: 375 },
      _events: [
        route('/wallet/history', '2026-11-20T09:16:00.000Z'),
        { type: 'toast', time: '2026-11-20T09:15:30.000Z', kind: 'error', text: 'Ошибка' },
        route('/', '2026-11-20T09:15:00.000Z'),
      ],
    })
    expect(extras).toMatchObject({
      description: 'Не проходит оплата',
      lastRoute: { path: '/wallet/history' },
      skipped: 0,
    })
    expect(extras.events.map((event) => event.type)).toEqual(['route', 'toast', 'route'])
    expect(extras.device).toEqual({ build: 'abc', viewportWidth: 375 })
  })

  it('opens / when the last route is not an internal path', () => {
    const extras = readExtras({ _events: [route('/wallet/history'), route('//evil.example', '2026-11-21T00:00:00Z')] })
    expect(extras.lastRoute?.path).toBe('/')
  })

  it('skips and counts extras with a wrong shape, and cuts long texts', () => {
    const extras = readExtras({
      _description: { html: '<b>x</b>' },
      _device: 'phone',
      _events: [
        { type: 'toast', time: 'вчера', kind: 'error', text: 'x' },
        { type: 'script', time: '2026-11-20T09:15:00.000Z' },
        { type: 'error', time: '2026-11-20T09:15:00.000Z', message: 'x'.repeat(10_000) },
      ],
    })
    expect(extras).toMatchObject({ description: '', device: {}, lastRoute: undefined, skipped: 4 })
    expect(extras.events).toEqual([expect.objectContaining({ message: 'x'.repeat(EXTRA_TEXT_LIMIT) })])
  })

  it('counts a non-list _events as one skipped extra', () => {
    expect(readExtras({ _events: 'x' })).toMatchObject({ events: [], skipped: 1 })
  })
})
