import { describe, expect, it } from 'vitest'
import { buildAutomaton, markStarts } from './longest-match'

// The automaton against the plain definition: at each position of a text, the longest of the strings
// that starts there. Hand-picked cases name what each part of the automaton is for; generated ones
// cover the combinations nobody would pick by hand.

/** The definition itself, one position and one string at a time. */
function naiveStarts(strings: readonly string[], text: string): Map<number, number> {
  const starts = new Map<number, number>()
  for (let i = 0; i < text.length; i += 1) {
    for (const string of strings) {
      if (string && text.startsWith(string, i) && string.length > (starts.get(i) ?? 0)) starts.set(i, string.length)
    }
  }
  return starts
}

function starts(strings: readonly string[], text: string, before: [number, number][] = []) {
  const found = new Map(before)
  markStarts(buildAutomaton(strings), text, found)
  return Object.fromEntries([...found].sort(([a], [b]) => a - b))
}

/** A repeatable generator (mulberry32): the same cases on every run. */
function generator(seed: number) {
  let state = seed
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return (((t ^ (t >>> 14)) >>> 0) % below) | 0
  }
}

describe('the longest string at each position', () => {
  it('finds every occurrence, overlapping ones too', () => {
    expect(starts(['aa'], 'aaaa')).toEqual({ 0: 2, 1: 2, 2: 2 })
    expect(starts(['ab'], 'xabyab')).toEqual({ 1: 2, 4: 2 })
  })

  it('takes the longest of the strings that start at a position', () => {
    expect(starts(['ab', 'abcd'], 'abcd')).toEqual({ 0: 4 })
    expect(starts(['abcd', 'ab'], 'abcx')).toEqual({ 0: 2 })
  })

  it('finds a string inside a longer one, and one at the text’s very start and end', () => {
    expect(starts(['abcd', 'bc'], 'abcd')).toEqual({ 0: 4, 1: 2 })
    expect(starts(['a', 'd'], 'abcd')).toEqual({ 0: 1, 3: 1 })
  })

  it('follows a partial match to the string it turns out to be (the failure links)', () => {
    // Read from the end, "xbc" and "bc" share "bc"; "abc" only starts once "a" comes.
    expect(starts(['abc', 'bcd', 'cd'], 'zbcd')).toEqual({ 1: 3, 2: 2 })
    expect(starts(['abcde', 'cd'], 'xbcde')).toEqual({ 2: 2 })
    expect(starts(['aab', 'ab'], 'aaab')).toEqual({ 1: 3, 2: 2 })
  })

  it('starts over at a letter of no string', () => {
    expect(starts(['ab'], 'a-b')).toEqual({})
    expect(starts(['ab'], 'a\u0000b')).toEqual({})
  })

  it('reads any UTF-16 unit, a surrogate pair as its two units', () => {
    expect(starts(['ёж', '😀x'], 'ёж😀x')).toEqual({ 0: 2, 2: 3 })
    expect(starts(['\uffff'], 'a\uffff')).toEqual({ 1: 1 })
  })

  it('finds nothing with no strings, or only the empty one', () => {
    expect(starts([], 'abc')).toEqual({})
    expect(starts([''], 'abc')).toEqual({})
  })

  it('keeps a longer start already marked, and lengthens a shorter one', () => {
    expect(starts(['ab'], 'ab', [[0, 5]])).toEqual({ 0: 5 })
    expect(starts(['abc'], 'abc', [[0, 1]])).toEqual({ 0: 3 })
  })

  it('agrees with the definition on generated strings and texts', () => {
    const next = generator(20261129)
    const letters = ['a', 'b', 'c', 'ё', '😀']
    const word = (longest: number) =>
      Array.from({ length: 1 + next(longest) }, () => letters[next(letters.length)] ?? 'a').join('')
    for (let round = 0; round < 400; round += 1) {
      const strings = Array.from({ length: 1 + next(6) }, () => word(5))
      const text = word(24)
      expect(starts(strings, text), `${JSON.stringify(strings)} in ${JSON.stringify(text)}`).toEqual(
        Object.fromEntries(naiveStarts(strings, text)),
      )
    }
  })
})
