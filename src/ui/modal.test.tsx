import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Modal } from './modal'

function Example() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Пример">
        <input aria-label="Поле" />
        <button type="button">Действие</button>
      </Modal>
    </>
  )
}

async function openExample() {
  const user = userEvent.setup()
  render(<Example />)
  await user.click(screen.getByRole('button', { name: 'Открыть' }))
  return user
}

describe('Modal', () => {
  it('moves focus inside, locks page scroll, and closes on Escape giving focus back', async () => {
    const user = await openExample()
    expect(screen.getByRole('dialog', { name: 'Пример' })).toBeInTheDocument()
    expect(screen.getByLabelText('Поле')).toHaveFocus()
    expect(document.body.style.overflow).toBe('hidden')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(document.body.style.overflow).toBe('')
    expect(screen.getByRole('button', { name: 'Открыть' })).toHaveFocus()
  })

  // Tab stays inside because showModal() makes the page inert, which jsdom lacks: tests/e2e/wallet.spec.ts.

  it('closes with the close button and with a click on the backdrop, not inside', async () => {
    const user = await openExample()
    await user.click(screen.getByRole('button', { name: 'Действие' }))
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.click(screen.getByTestId('modal-backdrop'))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Открыть' }))
    await user.click(screen.getByRole('button', { name: 'Закрыть' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
