import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { IN_RUSSIAN, wordIssues } from './russian-issues'

const Schema = v.object({
  list: v.array(v.string()),
  count: v.pipe(v.number(), v.minValue(3)),
  name: v.message(v.string(), 'Имя — строкой'),
})
const input = { list: {}, count: 1, name: 5 }

describe('schema issues in Russian', () => {
  it('words a check without words of its own as valibot translates it', () => {
    const result = v.safeParse(Schema, input)
    expect(
      wordIssues(result.issues ?? [], () => v.safeParse(Schema, input, IN_RUSSIAN).issues).map((i) => i.message),
    ).toEqual([
      'Неправильный тип: ожидалось Array, получено Object',
      'Неправильное значение: ожидалось >=3, получено 1',
      'Имя — строкой',
    ])
  })

  it('parses again only when an issue lacks words', () => {
    const worded = v.safeParse(v.message(v.string(), 'Строкой'), 1)
    expect(
      wordIssues(worded.issues ?? [], () => {
        throw new Error('parsed again')
      }).map((i) => i.message),
    ).toEqual(['Строкой'])
  })
})
