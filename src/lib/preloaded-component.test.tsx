import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense, type ComponentType } from 'react'
import { expect, it, vi } from 'vitest'
import { TryAgain } from '../../tests/try-again'
import { firstScreenCommitted } from './after-first-screen'
import { preloadedComponent } from './preloaded-component'

type Props = { label: string }

/** A field the tests type into: its value lives in the DOM, so a remount loses it. */
function NameField({ label }: Props) {
  return (
    <label>
      {label}
      <input />
    </label>
  )
}

const inSuspense = (Component: ComponentType<Props>) => (
  <Suspense fallback={<p role="status">Загрузка…</p>}>
    <Component label="Имя" />
  </Suspense>
)

it('renders code that came while the browser was idle in the pass that mounts it, with no loading state', async () => {
  const load = vi.fn(() => Promise.resolve({ default: NameField }))
  const Preloaded = preloadedComponent(load)
  vi.useFakeTimers()
  firstScreenCommitted()
  await vi.runAllTimersAsync()
  vi.useRealTimers()
  expect(load).toHaveBeenCalledOnce()

  render(inSuspense(Preloaded))
  expect(screen.getByLabelText('Имя')).toBeInTheDocument()
  expect(screen.queryByRole('status')).not.toBeInTheDocument()
})

it('shows the loading state until the code of a form mounted before it came, then keeps what is typed into it', async () => {
  const user = userEvent.setup()
  let arrive: (module: { default: ComponentType<Props> }) => void = () => undefined
  const Preloaded = preloadedComponent(
    () => new Promise<{ default: ComponentType<Props> }>((resolve) => (arrive = resolve)),
  )
  const { rerender } = render(inSuspense(Preloaded))
  expect(screen.getByRole('status')).toHaveTextContent('Загрузка…')

  arrive({ default: NameField })
  await user.type(await screen.findByLabelText('Имя'), 'Дима')
  rerender(inSuspense(Preloaded))
  expect(screen.getByLabelText('Имя')).toHaveValue('Дима')
})

it('loads the code again on the next try after a load that failed, as the offline tap left it', async () => {
  const offline = new TypeError('Failed to fetch dynamically imported module: https://portal.test/assets/form.js')
  let connected = false
  const load = vi.fn(() => (connected ? Promise.resolve({ default: NameField }) : Promise.reject(offline)))
  const Preloaded = preloadedComponent(load)
  const user = userEvent.setup()
  // React reports the error the boundary caught.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  render(<TryAgain>{inSuspense(Preloaded)}</TryAgain>)
  const retry = await screen.findByRole('button', { name: 'Повторить' })
  connected = true
  await user.click(retry)
  expect(await screen.findByLabelText('Имя')).toBeInTheDocument()
})
