import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { MomentPlanSchema } from './moment-schema'
import type { MomentPlan, MomentState } from './moment-schema'
import { stopFrom, stopsOf } from './stepping'

const moment = (kind: MomentState['kind'], page: string): MomentState => ({
  kind,
  time: 0,
  title: kind,
  detail: '',
  data: {},
  failing: [],
  page,
  notes: [],
})

// A call before the first page, home with two calls, then the devices page with one.
const PLAN: MomentPlan = {
  moments: [
    moment('call', '/'),
    moment('route', '/'),
    moment('call', '/'),
    moment('toast', '/'),
    moment('route', '/profile/devices'),
    moment('call', '/profile/devices'),
  ],
  answers: [],
  failures: [],
}

describe('stepping through the moments', () => {
  it('stops by page at the last moment before each next page, and at the last one', () => {
    expect(stopsOf(PLAN, 'page')).toEqual([0, 3, 5])
    expect(stopsOf(PLAN, 'row')).toEqual([0, 1, 2, 3, 4, 5])
  })

  it('goes to the next or previous stop from any moment, and nowhere past the ends', () => {
    expect(stopFrom(PLAN, 'page', 1, 1)).toBe(3)
    expect(stopFrom(PLAN, 'page', 3, 1)).toBe(5)
    expect(stopFrom(PLAN, 'page', 5, 1)).toBeUndefined()
    expect(stopFrom(PLAN, 'page', 4, -1)).toBe(3)
    expect(stopFrom(PLAN, 'page', 0, -1)).toBeUndefined()
    expect(stopFrom(PLAN, 'row', 2, -1)).toBe(1)
    expect(stopFrom(PLAN, 'page', undefined, 1)).toBe(0)
  })

  it('refuses a plan whose moments name answers or failures it does not hold', () => {
    expect(v.is(MomentPlanSchema, PLAN)).toBe(true)
    const broken = { ...PLAN, moments: [{ ...moment('call', '/'), data: { user: 0 } }] }
    expect(v.is(MomentPlanSchema, broken)).toBe(false)
    const failing = { ...PLAN, moments: [{ ...moment('call', '/'), failing: [['devices', 3]] }] }
    expect(v.is(MomentPlanSchema, failing)).toBe(false)
    const offSite = { ...PLAN, moments: [moment('route', 'https://evil.example/')] }
    expect(v.is(MomentPlanSchema, offSite)).toBe(false)
  })
})
