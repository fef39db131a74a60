import { describe, expect, it } from 'vitest'
import { compareRuns, median } from './statistics.mjs'

describe('median', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2],
    [[5, Number.NaN, 1, Infinity, 3], 3],
    [[], undefined],
    [[Number.NaN], undefined],
  ])('of %j is %s', (values, middle) => {
    expect(median(values)).toBe(middle)
  })
})

describe('two sets of runs compared', () => {
  const slower = [210, 190, 230, 205, 220, 200, 215]
  const faster = [110, 90, 130, 105, 120, 100, 115]

  it('tell a clear difference: an interval without 0, and the lower set lower in every pair', () => {
    const { difference, interval, firstLower } = compareRuns(slower, faster)
    expect(difference).toBe(100)
    expect(interval[0]).toBeGreaterThan(0)
    expect(interval[1]).toBeGreaterThanOrEqual(difference)
    expect(firstLower).toBe(0)
    expect(compareRuns(faster, slower).firstLower).toBe(1)
  })

  it('show runs that overlap as no difference: the interval holds 0', () => {
    const spread = [74, 450, 181, 103, 244, 88, 217]
    const other = [6, 439, 122, 267, 84, 337, 130]
    const { interval, firstLower } = compareRuns(spread, other)
    expect(interval[0]).toBeLessThan(0)
    expect(interval[1]).toBeGreaterThan(0)
    expect(firstLower).toBeGreaterThan(0.2)
    expect(firstLower).toBeLessThan(0.8)
  })

  it('give the same interval for the same runs', () => {
    expect(compareRuns(slower, faster)).toEqual(compareRuns(slower, faster))
  })

  it('count a tie as half a pair', () => {
    expect(compareRuns([1], [1]).firstLower).toBe(0.5)
  })
})
