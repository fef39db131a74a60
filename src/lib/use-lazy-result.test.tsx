import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import { gate } from '../../tests/gate'
import { TryAgain } from '../../tests/try-again'
import { lazyOnce, type LazyOnce } from './lazy-once'
import { useLazyResult } from './use-lazy-result'

function Loaded({ lazy }: { lazy: LazyOnce<string> }) {
  return <p>{useLazyResult(lazy, true) ?? 'Загрузка…'}</p>
}

/** Runs its callback in the commit that mounts it: after the render, before that render's effects. */
function OnCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run])
  return null
}

const actEnvironment = Reflect.get(globalThis, 'IS_REACT_ACT_ENVIRONMENT') as unknown
afterEach(() => Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', actEnvironment))

it('shows a result that came in after the render that lacked it, before that render’s effects ran', async () => {
  const { opened, open } = gate()
  const lazy = lazyOnce(() => opened.then(() => 'Список'))
  void lazy() // the route asks for the code with its data, before the screen renders
  // React's own scheduling, as in the browser: effects run in a task after the commit, and the
  // load settles in the microtasks between.
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false)
  const root = createRoot(document.body.appendChild(document.createElement('div')))
  root.render(
    <>
      <Loaded lazy={lazy} />
      <OnCommit run={open} />
    </>,
  )
  expect(await screen.findByText('Список')).toBeInTheDocument()
  root.unmount()
})

it('shows what was loaded beforehand in the first render', async () => {
  const lazy = lazyOnce(() => Promise.resolve('Список'))
  await lazy()
  render(<Loaded lazy={lazy} />)
  expect(screen.getByText('Список')).toBeInTheDocument()
})

it('loads nothing until it is needed', () => {
  const load = vi.fn(() => Promise.resolve('Список'))
  function Unneeded() {
    return <p>{useLazyResult(lazyOnce(load), false) ?? 'Не нужен'}</p>
  }
  render(<Unneeded />)
  expect(screen.getByText('Не нужен')).toBeInTheDocument()
  expect(load).not.toHaveBeenCalled()
})

it('shows a failed load to the error boundary, and loads again on its retry', async () => {
  let connected = false
  const lazy = lazyOnce(() => (connected ? Promise.resolve('Список') : Promise.reject(new TypeError('offline'))))
  // React reports the error the boundary caught.
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  render(
    <TryAgain>
      <Loaded lazy={lazy} />
    </TryAgain>,
  )
  const retry = await screen.findByRole('button', { name: 'Повторить' })
  connected = true
  await userEvent.setup().click(retry)
  expect(await screen.findByText('Список')).toBeInTheDocument()
})
