import { render, screen } from '@testing-library/react'
import { expect, it } from 'vitest'
import { toast } from './toast'
import Toaster from './toaster'

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
