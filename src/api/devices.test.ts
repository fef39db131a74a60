import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DeviceListSchema, sortDevices, type Device } from './devices'

const GOOD = {
  id: 1,
  userAgent: 'Mozilla/5.0',
  ipAddress: '10.0.0.1',
  lastActivity: '2026-11-01T10:00:00Z',
  isCurrent: true,
}

describe('the sessions answer', () => {
  it.each([
    ['a bare list', [GOOD, { ...GOOD, id: 'b' }], 2, 0],
    ['the { data } shape', { data: [GOOD] }, 1, 0],
    ['nulls inside the list', [GOOD, null], 1, 1],
    ['an id of the wrong type', [GOOD, { ...GOOD, id: true }], 1, 1],
    ['a missing id', [{ ...GOOD, id: undefined }], 0, 1],
    ['a user agent as a number', [{ ...GOOD, userAgent: 5 }], 0, 1],
    ['an IP as an object', [{ ...GOOD, ipAddress: {} }], 0, 1],
    ['isCurrent as a string', [{ ...GOOD, isCurrent: 'yes' }], 0, 1],
    ['entries that are not objects', [GOOD, 'x', 1e308, []], 1, 3],
  ])('reads %s entry by entry', (_case, answer, shown, skipped) => {
    const { items, skipped: left } = v.parse(DeviceListSchema, answer)
    expect([items.length, left]).toEqual([shown, skipped])
  })

  it('keeps a 1 MB user agent (it is cut before parsing and clipped for display)', () => {
    const userAgent = 'x'.repeat(1_000_000)
    expect(v.parse(DeviceListSchema, [{ ...GOOD, userAgent }]).items[0]?.userAgent).toHaveLength(1_000_000)
  })

  it.each([
    ['null', null],
    ['a string', 'NaN'],
    ['a number', 1e308],
    ['an object without data', { items: [] }],
    ['data that is not a list', { data: 'x' }],
  ])('refuses %s as a whole', (_case, answer) => {
    expect(v.safeParse(DeviceListSchema, answer).success).toBe(false)
  })
})

describe('the sessions order', () => {
  const session = (id: string, lastActivity: string, isCurrent = false): Device => ({
    id,
    userAgent: '',
    ipAddress: '',
    lastActivity,
    isCurrent,
  })

  it('puts the current session first, then the most recently active, and sessions without a date last', () => {
    const sorted = sortDevices([
      session('old', '2026-01-01T00:00:00Z'),
      session('undated', 'вчера'),
      session('new', '2026-11-01T00:00:00Z'),
      session('this', '2025-01-01T00:00:00Z', true),
      session('middle', '2026-06-01T00:00:00Z'),
    ])
    expect(sorted.map((device) => device.id)).toEqual(['this', 'new', 'middle', 'old', 'undated'])
  })
})
