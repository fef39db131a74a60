import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { useAfterFirstFrame } from './use-after-first-frame'

/** A screen whose first frame holds its heading; the rest of it follows. */
function Screen({ now }: { now?: boolean }) {
  const rest = useAfterFirstFrame(now)
  return (
    <main>
      <h1>Личные данные</h1>
      {rest && <button type="button">Выйти</button>}
    </main>
  )
}

it('renders the first frame without the rest, and the rest once that frame is on the page', async () => {
  render(<Screen />)
  expect(screen.getByRole('heading', { name: 'Личные данные' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Выйти' })).not.toBeInTheDocument()
  expect(await screen.findByRole('button', { name: 'Выйти' })).toBeInTheDocument()
})

it('renders everything at once when asked to (a screen brought back to a scrolled position)', () => {
  render(<Screen now />)
  expect(screen.getByRole('button', { name: 'Выйти' })).toBeInTheDocument()
})
