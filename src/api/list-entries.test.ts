import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { listEntries } from './list-entries'

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
