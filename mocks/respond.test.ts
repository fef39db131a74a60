import { describe, expect, it } from 'vitest'
import { jsonInSlices } from './respond'

const payments = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    id: index,
    amount: index % 7 === 0 ? -index / 4 : index,
    description: index % 3 ? `Пополнение № ${index} "в кавычках"\n` : undefined,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)),
  }))

describe('jsonInSlices', () => {
  it.each([
    ['a list longer than a slice', payments(4_321)],
    ['a list of exactly two slices', payments(4_000)],
    ['a short list', payments(3)],
    ['an empty list', []],
    ['a wrapped list, with fields JSON leaves out', { data: payments(2_500), skipped: undefined, call: () => 1, n: 0 }],
    ['a single record (one service)', { id: 1, name: 'Сервер', amount: null, tags: ['a', undefined] }],
    ['a list with holes JSON writes as null', [...payments(2_001), undefined, () => 1]],
    ['plain values', 'текст'],
  ])('writes %s exactly as JSON.stringify does', async (_, value) => {
    expect((await jsonInSlices(value)).join('')).toBe(JSON.stringify(value))
  })
})
