import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router'
import { render, renderHook, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { DevtoolsPanel } from '@mocks/studio/panel/shell/devtools-panel'
import { createQueryClient } from '@/query-client'
import { createAppRouter } from '@/router'
import { DevBar } from './dev-bar'
import { useDevtoolsPlugins } from './plugins'

// TanStack's shell renders nothing outside a browser (its package gives Node a no-op build), so the
// shell itself is checked on the dev server (tests/e2e-dev); here, what this app puts into it.

function Providers({ children }: { children: ReactNode }) {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/auth'] }))
  return (
    <QueryClientProvider client={queryClient}>
      <RouterContextProvider router={router}>{children}</RouterContextProvider>
    </QueryClientProvider>
  )
}

describe('the devtools shell', () => {
  it('has one tab per TanStack library and the studio as Мок, opened first', () => {
    const { result } = renderHook(() => useDevtoolsPlugins(), { wrapper: Providers })
    expect(result.current.map((plugin) => plugin.name)).toEqual(['Router', 'Query', 'TanStack Form', 'Мок'])
    expect(result.current.find((plugin) => plugin.name === 'Мок')?.defaultOpen).toBe(true)
  })

  it('opens from a bar placed before the app, not over it', () => {
    render(<DevBar />)
    const bar = screen.getByRole('complementary', { name: 'Разработка' })
    expect(document.body.firstElementChild).toContainElement(bar)
    expect(within(bar).getByRole('button', { name: 'Инструменты разработчика' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
  })

  it('says the shell is open when it reopens by itself after a reload, and shrugs off a broken state', () => {
    localStorage.setItem('tanstack_devtools_state', JSON.stringify({ persistOpen: true }))
    const { unmount } = render(<DevBar />)
    expect(screen.getByRole('button', { name: 'Инструменты разработчика' })).toHaveAttribute('aria-expanded', 'true')
    unmount()
    localStorage.setItem('tanstack_devtools_state', '{"persistOpen":')
    render(<DevBar />)
    expect(screen.getByRole('button', { name: 'Инструменты разработчика' })).toHaveAttribute('aria-expanded', 'false')
    localStorage.removeItem('tanstack_devtools_state')
  })

  it('shows the studio sections in its Мок tab', async () => {
    const user = userEvent.setup()
    render(<DevtoolsPanel />)
    const studio = screen.getByRole('region', { name: 'Мок-бэкенд' })
    for (const section of ['Правила', 'Журнал', 'Данные']) {
      expect(within(studio).getByRole('button', { name: section })).toBeInTheDocument()
    }
    await user.click(within(studio).getByRole('button', { name: 'Журнал' }))
    expect(within(studio).getByRole('button', { name: 'Журнал' })).toHaveAttribute('aria-pressed', 'true')
  })
})
