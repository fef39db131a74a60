import { describe, expect, it } from 'vitest'
import { historyEntry, placeLeftAt, rememberLeftPlace } from './windowed-place'

describe('the place a list was left at', () => {
  it('comes back by row only at another width than the one it was read at', () => {
    rememberLeftPlace('entry-a', 818, { index: 5038, offset: -42.5 })
    expect(placeLeftAt('entry-a', 286)).toEqual({ index: 5038, offset: -42.5 })
    expect(placeLeftAt('entry-a', 818)).toBeUndefined()
    expect(placeLeftAt('entry-a', undefined)).toBeUndefined()
    expect(placeLeftAt('entry-b', 286)).toBeUndefined()
  })

  it('keeps the last place of an entry, and forgets the oldest entries past fifty', () => {
    rememberLeftPlace('kept', 800, 'end')
    rememberLeftPlace('kept', 800, { index: 3, offset: 0 })
    for (let entry = 0; entry < 49; entry += 1) rememberLeftPlace(`other-${entry}`, 800, 'end')
    expect(placeLeftAt('kept', 375)).toEqual({ index: 3, offset: 0 })
    rememberLeftPlace('one-too-many', 800, 'end')
    expect(placeLeftAt('kept', 375)).toBeUndefined()
    expect(placeLeftAt('one-too-many', 375)).toBe('end')
  })

  it('is keyed by the router’s key of the entry, or its address without one', () => {
    expect(historyEntry({ state: { __TSR_key: 'k1' }, href: '/wallet/history' })).toBe('k1')
    expect(historyEntry({ state: {}, href: '/wallet/history?type=topup' })).toBe('/wallet/history?type=topup')
  })
})
