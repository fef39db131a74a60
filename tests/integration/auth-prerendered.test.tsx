import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { standInScript } from '../../build/prerender'
import { PRERENDERED_ROUTES } from '@/prerender/prerendered-routes'
import { renderRoute } from '../render'

// The sign-in page painted from the HTML (build/prerender.ts): its screen stands in front of #root,
// led by the inline script the build writes, and the visitor acts on it before the app's code has
// come. The stand-in here is the app's own markup of /auth, which the build's render matches
// (src/prerender/render-screen.test.tsx); tests/e2e/first-screen-html.spec.ts holds a browser's
// scripts back for the same.

function prerenderedAuth() {
  const route = PRERENDERED_ROUTES.find((painted) => painted.path === '/auth')
  if (!route) throw new Error('/auth is not among the painted pages')
  return route
}

/** auth.html's body: the stand-in's script and screen, then #root with index.html's loading screen. */
async function openAuthHtml() {
  const { container, unmount } = renderRoute('/auth')
  await screen.findByLabelText('Логин или email')
  const standIn = document.createElement('div')
  standIn.className = 'prerendered'
  standIn.append(...[...container.childNodes].map((node) => node.cloneNode(true)))
  unmount()
  const root = document.createElement('div')
  root.id = 'root'
  const loading = document.createElement('div')
  loading.className = 'loading loading-page'
  root.append(loading)
  document.body.prepend(standIn, root)
  // As the parser runs the inline script: in the page's global scope.
  // Its code is this test's: the entry it asks for after the first paint does not exist.
  new Function(standInScript(prerenderedAuth(), '/', { entry: '/entry.js', table: [] }))()
  return { standIn: within(standIn), root }
}

afterEach(() => {
  vi.unstubAllGlobals()
  document.querySelector('.prerendered')?.remove()
  document.getElementById('root')?.remove()
  document.querySelector('script[src="/entry.js"]')?.remove()
})

const standInGone = () => waitFor(() => expect(document.querySelector('.prerendered')).toBeNull())

describe('/auth painted from the HTML', () => {
  it('hands what was typed, and the focus, to the app’s form', async () => {
    const { standIn, root } = await openAuthHtml()
    const user = userEvent.setup()
    await user.type(standIn.getByLabelText('Логин или email'), 'demo')
    await user.type(standIn.getByLabelText('Пароль'), 'Demo12')
    renderRoute('/auth', { container: root })
    await standInGone()
    expect(screen.getByLabelText('Логин или email')).toHaveValue('demo')
    expect(screen.getByLabelText('Пароль')).toHaveValue('Demo12')
    expect(screen.getByLabelText('Пароль')).toHaveFocus()
    // The typing goes on in the app's field, at the caret.
    await user.keyboard('34')
    expect(screen.getByLabelText('Пароль')).toHaveValue('Demo1234')
  })

  it('keeps the keyboard’s place: a focused tab stays focused in the app', async () => {
    const { standIn, root } = await openAuthHtml()
    const user = userEvent.setup()
    await user.tab()
    await user.tab()
    expect(standIn.getByRole('tab', { name: 'Вход' })).toHaveFocus()
    renderRoute('/auth', { container: root })
    await standInGone()
    expect(screen.getByRole('tab', { name: 'Вход' })).toHaveFocus()
    await user.tab()
    expect(screen.getByLabelText('Логин или email')).toHaveFocus()
  })

  it('sends a form sent before the code came, with what was typed', async () => {
    const { standIn, root } = await openAuthHtml()
    const user = userEvent.setup()
    await user.type(standIn.getByLabelText('Логин или email'), 'demo')
    await user.type(standIn.getByLabelText('Пароль'), 'Demo1234{Enter}')
    const { router } = renderRoute('/auth', { container: root })
    expect(await screen.findByText('Успешный вход')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })

  it('presses the button pressed last before the code came', async () => {
    const { standIn, root } = await openAuthHtml()
    const user = userEvent.setup()
    await user.click(standIn.getByRole('button', { name: 'Показать пароль' }))
    await user.click(standIn.getByRole('tab', { name: 'Регистрация' }))
    renderRoute('/auth', { container: root })
    await standInGone()
    expect(await screen.findByRole('heading', { level: 1, name: 'Регистрация' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Регистрация' })).toHaveAttribute('aria-selected', 'true')
  })

  // The page waits for the browser's report of its first paint; a browser that cannot give it must
  // still get the app's code, or the painted form would never work.
  it.each([
    [
      'has no list of the entries it reports',
      class {
        observe() {}
      },
    ],
    [
      'refuses to observe paints',
      class {
        static supportedEntryTypes = ['paint']
        observe() {
          throw new TypeError('not supported')
        }
      },
    ],
  ])('asks for the app’s code in a browser whose PerformanceObserver %s', async (_case, observer) => {
    vi.stubGlobal('PerformanceObserver', observer)
    await openAuthHtml()
    await waitFor(() => expect(document.querySelector('script[src="/entry.js"]')).not.toBeNull())
  })
})
