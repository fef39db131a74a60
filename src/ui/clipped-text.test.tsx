import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ClippedText, TITLE_LIMIT, clip } from './clipped-text'

const ELLIPSIS = '…'.length

describe('clipping a server string for display', () => {
  it.each([
    ['short text', 'Иван', 10, 'Иван'],
    ['text of exactly the limit', 'abcde', 5, 'abcde'],
    ['longer text', 'abcdef', 5, 'abcde…'],
    ['a surrogate pair at the cut', 'ab😀cd', 3, 'ab…'],
    ['an empty string', '', 5, ''],
  ])('%s', (_case, text, max, shown) => {
    expect(clip(text, max).text).toBe(shown)
  })

  it('shows a 1 MB name cut, with a tooltip cut too', () => {
    render(<ClippedText text={'я'.repeat(1_000_000)} max={120} />)
    const shown = screen.getByText(/^я+…$/)
    expect(shown.textContent).toHaveLength(120 + ELLIPSIS)
    expect(shown.getAttribute('title')).toHaveLength(TITLE_LIMIT + ELLIPSIS)
  })

  it('adds no tooltip to text that fits', () => {
    const { container } = render(<ClippedText text="Иван" max={120} />)
    expect(container).toHaveTextContent('Иван')
    expect(container.querySelector('[title]')).toBeNull()
  })
})
