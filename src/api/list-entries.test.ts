import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { listEntries, runInSlices } from './list-entries'

const Entry = v.object({ id: v.string(), amount: v.pipe(v.number(), v.finite()) })
const Entries = listEntries(Entry)

describe('listEntries', () => {
  it.each([
    [
      'all valid',
      [
        { id: 'a', amount: 1 },
        { id: 'b', amount: 2 },
      ],
      2,
      0,
    ],
    ['a null inside the list', [{ id: 'a', amount: 1 }, null], 1, 1],
    [
      'a wrong type per field',
      [
        { id: 1, amount: 1 },
        { id: 'b', amount: '2' },
        { id: 'c', amount: 3 },
      ],
      1,
      2,
    ],
    ['an infinite amount', [{ id: 'a', amount: Infinity }], 0, 1],
    ['an empty list', [], 0, 0],
  ])('%s: keeps the valid entries and counts the rest', (_name, answer, shown, skipped) => {
    const result = v.parse(Entries, answer)
    expect(result.items).toHaveLength(shown)
    expect(result.skipped).toBe(skipped)
  })

  it.each([null, {}, 'list', 42])('an answer that is not a list (%j) fails as a whole', (answer) => {
    expect(v.safeParse(Entries, answer).success).toBe(false)
  })
})

describe('runInSlices', () => {
  afterEach(() => vi.restoreAllMocks())

  it('steps through every index once, in order', async () => {
    const seen: number[] = []
    await runInSlices(1_000, (index) => seen.push(index))
    expect(seen).toEqual(Array.from({ length: 1_000 }, (_, index) => index))
  })

  it('lets the page run between slices of a long list', async () => {
    // A clock that moves 1 ms at each look: the slices end after about 12 looks of 100 entries.
    let clock = 0
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1))
    let pageRanAt: number | undefined
    let stepped = 0
    setTimeout(() => (pageRanAt = stepped), 0)
    await runInSlices(5_000, () => (stepped += 1))
    expect(stepped).toBe(5_000)
    expect(pageRanAt).toBeGreaterThan(0)
    expect(pageRanAt).toBeLessThan(5_000)
  })
})
