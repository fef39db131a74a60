import { act, render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { toast, useToasterWanted } from './toast'
import Toaster from './toaster'

// The live region mounts after the first paint; a toast raised before then asks for it at once.
// (Module state: this test runs first.)
it('a toast raised before the first paint mounts the live region', () => {
  function LiveRegionSlot() {
    return useToasterWanted() ? <p>live region</p> : null
  }
  render(<LiveRegionSlot />)
  expect(screen.queryByText('live region')).not.toBeInTheDocument()
  act(() => toast.info('Ссылка скопирована'))
  expect(screen.getByText('live region')).toBeInTheDocument()
})

it('shows the toasts raised before sonner and its live region arrived, in order', async () => {
  toast.error('Сессия истекла. Войдите снова')
  toast.success('Успешный вход')
  render(<Toaster theme="dark" />)
  const region = await screen.findByRole('region', { name: /Уведомления/ })
  expect(region).toBeInTheDocument()
  const first = await screen.findByText('Сессия истекла. Войдите снова')
  const second = await screen.findByText('Успешный вход')
  // sonner stacks the newest first.
  expect(second.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
})
