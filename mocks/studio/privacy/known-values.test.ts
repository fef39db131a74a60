import { describe, expect, it } from 'vitest'
import { createKnownValues } from './known-values'

const knowing = (pairs: [string, string][]) => {
  const known = createKnownValues()
  for (const [original, standIn] of pairs) known.add(original, standIn)
  return known
}

/** What the replacement must do, written the slow way: at each position the longest value, left to right. */
function slowly(pairs: [string, string][], text: string) {
  const standIns = new Map<string, string>()
  for (const [original, standIn] of pairs) {
    if (original.length < 3) continue
    if (!standIns.has(original)) standIns.set(original, standIn)
    const encoded = encodeURIComponent(original)
    if (!standIns.has(encoded)) standIns.set(encoded, encodeURIComponent(standIn))
  }
  const values = [...standIns.keys()].sort((a, b) => b.length - a.length)
  let result = ''
  for (let i = 0; i < text.length;) {
    const value = values.find((one) => text.startsWith(one, i))
    result += value === undefined ? text[i] : standIns.get(value)
    i += value?.length ?? 1
  }
  return result
}

describe('known values', () => {
  it('replaces every occurrence, plain and percent-encoded', () => {
    const known = knowing([['ivan@mail.ru', 'client-1@example.com']])
    expect(known.replace('от ivan@mail.ru и ivan@mail.ru, /x?e=ivan%40mail.ru')).toBe(
      'от client-1@example.com и client-1@example.com, /x?e=client-1%40example.com',
    )
  })

  it('keeps a value inside a longer one whole, whichever was met first', () => {
    const known = knowing([
      ['ivan', 'client1'],
      ['ivan@mail.ru', 'client-1@example.com'],
      ['van@mail', 'x'],
    ])
    expect(known.replace('ivan@mail.ru; ivan')).toBe('client-1@example.com; client1')
  })

  it('takes the value that starts first where two overlap', () => {
    const known = knowing([
      ['Петров', 'Фамилия1'],
      ['ровный', 'Имя1'],
    ])
    expect(known.replace('Петровный')).toBe('Фамилия1ный')
  })

  it('ignores values under three characters and takes three', () => {
    const known = knowing([
      ['Ян', 'Имя1'],
      ['Яна', 'Имя2'],
    ])
    expect(known.replace('Ян, Яна')).toBe('Ян, Имя2')
    expect(known.replace(encodeURIComponent('Ян'))).toBe(encodeURIComponent('Ян'))
  })

  it('keeps the first stand-in of a value', () => {
    expect(
      knowing([
        ['ivanpetrov', 'client1'],
        ['ivanpetrov', 'Имя1'],
      ]).replace('ivanpetrov'),
    ).toBe('client1')
  })

  it('never reads a stand-in it has just written', () => {
    const known = knowing([
      ['olga', 'client-olga'],
      ['client', 'Имя1'],
    ])
    expect(known.replace('olga')).toBe('client-olga')
  })

  it('finds values met between texts, one by one', () => {
    const known = createKnownValues()
    for (let n = 1; n <= 40; n += 1) {
      known.add(`value-${n}-end`, `s${n}`)
      const text = Array.from({ length: n }, (_, index) => `value-${index + 1}-end`).join(' ')
      expect(known.replace(text)).toBe(Array.from({ length: n }, (_, index) => `s${index + 1}`).join(' '))
    }
  })

  it('returns a text without known values as it was', () => {
    expect(knowing([]).replace('ничего личного')).toBe('ничего личного')
    expect(knowing([['ivan', 'x']]).replace('ничего личного 😀')).toBe('ничего личного 😀')
  })

  it('replaces as the slow way does, on texts made of the values’ own letters', () => {
    let seed = 7
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % below
    }
    const word = (length: number) => Array.from({ length }, () => 'ab@ё'[random(4)]).join('')
    for (let round = 0; round < 200; round += 1) {
      const pairs = Array.from({ length: 1 + random(8) }, (_, n): [string, string] => [word(2 + random(5)), `<${n}>`])
      const known = createKnownValues()
      // Learnt in two steps, with a text read between them, as an export learns them.
      pairs.slice(0, 3).forEach(([original, standIn]) => known.add(original, standIn))
      known.replace(word(5))
      pairs.slice(3).forEach(([original, standIn]) => known.add(original, standIn))
      const text = word(random(40))
      expect(known.replace(text), `${JSON.stringify(pairs)} in ${text}`).toBe(slowly(pairs, text))
    }
  })
})
