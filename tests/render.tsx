import { createMemoryHistory } from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { expect, onTestFinished } from 'vitest'
import { App } from '@/app'
import { watchSession } from '@/features/auth/session-sync'
import { createQueryClient } from '@/query-client'
import { createAppRouter } from '@/router'
import { setToken } from '@/api/token'
import { db, save } from '@mocks/db'
import { DEMO } from '@mocks/seed'
import { openSession } from '@mocks/respond'

type RenderOptions = {
  /** Options for userEvent.setup, e.g. `{ advanceTimers: vi.advanceTimersByTime }` with fake timers. */
  userEventOptions?: Parameters<typeof userEvent.setup>[0]
  /** The element the app renders into, as index.html's #root (a new one by default). */
  container?: HTMLElement
}

/** Renders the real route tree at `path` in memory history against the mock backend. */
export function renderRoute(path: string, options: RenderOptions = {}) {
  const queryClient = createQueryClient()
  const history = createMemoryHistory({ initialEntries: [path] })
  const router = createAppRouter(queryClient, history)
  const user = userEvent.setup(options.userEventOptions)
  // As in src/main.tsx: session ends are watched for the app's whole life.
  onTestFinished(watchSession(router, queryClient))
  const view = render(<App router={router} queryClient={queryClient} />, { container: options.container })
  return { ...view, user, router, queryClient }
}

/** Signs a mock account in the way the backend would (a real session), and stores its token. */
export function signInAs(login: string = DEMO.login) {
  const account = db().users.find((user) => user.userName === login || user.email === login)
  if (!account) throw new Error(`No mock account ${login}`)
  const session = openSession(account)
  save()
  setToken(session.token)
  return { account, session }
}

/** Sends a form with its button: `text` explains the failure and the button is ready for another try. */
export async function submitExplained(user: UserEvent, button: string, text: string) {
  await user.click(screen.getByRole('button', { name: button }))
  expect(await screen.findByText(text)).toBeInTheDocument()
  expect(screen.getByRole('button', { name: button })).toBeEnabled()
}
