import { describe, expect, it } from 'vitest'
import { clipText } from './clip-text'

describe('clipText', () => {
  it.each([
    ['short text stays whole', 'Оплата баллами', 20, { shown: 'Оплата баллами', full: undefined }],
    ['text of exactly the limit stays whole', 'abcde', 5, { shown: 'abcde', full: undefined }],
    [
      'long text is cut with an ellipsis and kept whole for the title',
      'abcdef',
      5,
      { shown: 'abcde…', full: 'abcdef' },
    ],
    ['a space before the cut is dropped', 'abcd efgh', 5, { shown: 'abcd…', full: 'abcd efgh' }],
  ])('%s', (_name, text, max, clipped) => {
    expect(clipText(text, max)).toEqual(clipped)
  })

  it('cuts 1 MB to the default length', () => {
    const { shown, full } = clipText('я'.repeat(1_000_000))
    expect(shown).toHaveLength(161)
    expect(full).toHaveLength(1_000_000)
  })
})
