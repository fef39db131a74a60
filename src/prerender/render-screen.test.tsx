import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute, signInAs } from '../../tests/render'
import { Route as AuthRoute } from '../routes/auth'
import { PRERENDERED_ROUTES } from './prerendered-routes'
import { renderScreen } from './render-screen'

// What build/prerender.ts writes into auth.html and reset-password.html: the app's own screen at that
// address, as the browser renders it first, with no inline code. A file of its own modules
// (vite.config.ts): react-dom/server marks the contexts it has rendered, and React's client renderer
// then warns of two renderers at once in every test after it.

const REACT_ID = /_R_\w+_|«r\w+»|_r_\w+_/g

/** The nodes as one DOM tree, with React's generated ids (server and client spell them apart) made one. */
function tree(nodes: Node) {
  const copy = nodes.cloneNode(true)
  const elements = copy instanceof Element || copy instanceof DocumentFragment ? copy.querySelectorAll('*') : []
  for (const element of elements)
    for (const attribute of element.attributes) attribute.value = attribute.value.replace(REACT_ID, 'id')
  return copy
}

/** The server's HTML, parsed as the browser parses auth.html's body. */
const parsed = (html: string) => document.createRange().createContextualFragment(html)

/** What the app rendered into `container`, as a fragment of its own. */
function rendered(container: Element) {
  const fragment = document.createDocumentFragment()
  fragment.append(...[...container.childNodes].map((node) => node.cloneNode(true)))
  return fragment
}

describe('the open pages painted at build time', () => {
  it.each([
    ['/auth', 'Логин или email'],
    ['/reset-password', 'Ваш email'],
  ])('%s is the screen the app renders there', async (path, field) => {
    const html = await renderScreen(path)
    const { container, findByPlaceholderText, findByLabelText, unmount } = renderRoute(path)
    await (path === '/auth' ? findByLabelText(field) : findByPlaceholderText(field))
    // The same elements, attributes (in any order and letter case) and texts.
    expect(tree(parsed(html)).isEqualNode(tree(rendered(container))), html).toBe(true)
    unmount()
  })

  // The painted form waits for the route's guard on these parameters: the route must read them.
  it.each(PRERENDERED_ROUTES.flatMap((route) => route.guard?.params ?? []))(
    '/auth’s search keeps «%s», which the painted page waits on',
    (name) => {
      // src/routes/auth.tsx gives a function.
      const validate = AuthRoute.options.validateSearch as (search: Record<string, unknown>) => object
      expect(validate({ [name]: 'x' })).toMatchObject({ [name]: 'x' })
    },
  )

  // What build/prerender.ts would otherwise paint as the page: the sign-in form, the 404 screen.
  it.each(['/profile', '/no-such-page'])(
    '%s, which is not a screen of its own there, fails the build',
    async (path) => {
      await expect(renderScreen(path)).rejects.toThrow(`prerender: ${path} renders no screen of its own`)
    },
  )

  it.each(['/auth', '/reset-password', '/'])('%s brings no inline code, style or event handler', async (path) => {
    expect(await renderScreen(path)).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i)
  })
})

describe('home painted at build time, before the user is read', () => {
  /** The painted home and the app's home once the demo user's data is there, side by side. */
  async function paintedAndOwn() {
    const painted = parsed(await renderScreen('/'))
    signInAs()
    const { container, unmount } = renderRoute('/')
    await screen.findByRole('heading', { level: 1, name: /^Здравствуйте/ })
    const own = rendered(container)
    unmount()
    return { painted, own }
  }
  const same = (selector: string, painted: DocumentFragment, own: DocumentFragment) => {
    const [paintedPart, ownPart] = [painted, own].map((root) => root.querySelector(selector))
    expect(paintedPart, selector).not.toBeNull()
    expect(tree(paintedPart as Node).isEqualNode(tree(ownPart as Node)), selector).toBe(true)
  }

  it('has the app’s menus, promo banner and headings, element for element', async () => {
    const { painted, own } = await paintedAndOwn()
    for (const part of [
      'header',
      'header + header',
      'nav[aria-label="Нижнее меню"]',
      '[aria-labelledby="promo-title"]',
    ])
      same(part, painted, own)
    const headings = (root: DocumentFragment) => [...root.querySelectorAll('h2, h3')].map((h) => h.textContent)
    expect(headings(painted)).toEqual(headings(own))
  })

  it('shows skeletons in the user’s places: no greeting, name or amount of anyone', async () => {
    const { painted } = await paintedAndOwn()
    expect(painted.querySelector('h1')).toBeNull()
    // The greeting, the profile card's action and its login and ID, the amounts.
    expect(painted.textContent).not.toMatch(/Здравствуйте|Профиль|ID |₽|баллов/)
    // The greeting, the profile card, the balance and cashback amounts, the balance's forecast, two services.
    expect(painted.querySelectorAll('[data-skeleton]')).toHaveLength(7)
    expect(painted.querySelector('[role="status"]')).toHaveTextContent('Загрузка услуг')
  })
})
