import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import { fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { loadWindowedRows, WINDOW_THRESHOLD, WindowedList } from './windowed-list'

const ROW_HEIGHT = 100
const rows = Array.from({ length: 1_000 }, (_, index) => `Строка ${index + 1}`)

function LongList() {
  return <WindowedList aria-label="Строки" items={rows} estimateSize={ROW_HEIGHT} renderItem={(row) => row} />
}

/** The windowed rows keep the page's scroll with the router. */
function renderInRouter() {
  const router = createRouter({ routeTree: createRootRoute({ component: LongList }), history: createMemoryHistory() })
  render(<RouterProvider router={router} />)
}

const list = () => screen.getByRole('list', { name: 'Строки' })

/** Every list element that entered the DOM, as it was when it entered. */
function watchLists() {
  const added: Element[] = []
  const observer = new MutationObserver((records) =>
    records.forEach((record) =>
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) added.push(...(node.matches('ul') ? [node] : []), ...node.querySelectorAll('ul'))
      }),
    ),
  )
  observer.observe(document.body, { childList: true, subtree: true })
  return { added, stop: () => observer.disconnect() }
}

describe('a long list', () => {
  it('shows the rows of a screen while its windowed code loads, not a short list’s fifty', () => {
    const { unmount } = render(<LongList />)
    expect(list()).not.toHaveAttribute('data-windowed')
    // The rows that fill the window (768 px in the test DOM).
    expect(within(list()).getAllByRole('listitem')).toHaveLength(Math.ceil(window.innerHeight / ROW_HEIGHT))
    expect(Math.ceil(window.innerHeight / ROW_HEIGHT)).toBeLessThan(WINDOW_THRESHOLD)
    unmount() // before the code arrives: the windowed rows need the router, rendered in the next test
  })

  it('renders windowed at once, never as a plain list first, when its code was loaded beforehand', async () => {
    await loadWindowedRows()
    const lists = watchLists()
    renderInRouter()
    expect(await screen.findByText('Строка 1')).toBeInTheDocument()
    lists.stop()
    expect(list()).toHaveAttribute('data-windowed')
    expect(lists.added.length).toBeGreaterThan(0)
    expect(lists.added.filter((element) => !element.hasAttribute('data-windowed'))).toEqual([])
  })
})

describe('a long list with headings', () => {
  const items = Array.from({ length: 200 }, (_, index) =>
    index % 10 === 0 ? `Раздел ${index / 10 + 1}` : `Строка ${index}`,
  )
  const isHeading = (item: string) => item.startsWith('Раздел')
  function Sectioned() {
    return (
      <WindowedList
        aria-label="Разделы"
        items={items}
        estimateSize={ROW_HEIGHT}
        isHeading={isHeading}
        renderItem={(item) => (isHeading(item) ? <h2>{item}</h2> : item)}
      />
    )
  }

  it('is windowed in sections: a row’s place counts among its section’s rows, a section’s among the sections', async () => {
    await loadWindowedRows()
    const router = createRouter({
      routeTree: createRootRoute({ component: Sectioned }),
      history: createMemoryHistory(),
    })
    render(<RouterProvider router={router} />)
    const row = (await screen.findByText('Строка 3')).closest('li')
    expect(row).toHaveAttribute('aria-posinset', '3')
    expect(row).toHaveAttribute('aria-setsize', '9')
    const section = screen.getByRole('heading', { name: 'Раздел 1' }).closest('li')
    expect(section).toHaveAttribute('aria-posinset', '1')
    expect(section).toHaveAttribute('aria-setsize', '20')
    expect(section?.parentElement).toBe(screen.getByRole('list', { name: 'Разделы' }))
  })
})

describe('a jump in a long list', () => {
  /** The page scrolled to `y`, as the browser reports it. */
  function scrollPageTo(y: number) {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    fireEvent.scroll(window)
  }
  afterEach(() => scrollPageTo(0))
  const shown = () =>
    within(list())
      .getAllByRole('listitem')
      .map((row) => row.textContent)

  it('shows the rows in view at once and the rows past them the next frame, ready for the next step', async () => {
    await loadWindowedRows()
    renderInRouter()
    expect(await screen.findByText('Строка 1')).toBeInTheDocument()

    // Rows 501 to 508 fill the 768 px window at 50 000 px.
    scrollPageTo(50_000)
    expect(shown()).toEqual(rows.slice(500, 508))
    expect(await screen.findByText('Строка 498')).toBeInTheDocument()
    expect(shown()).toEqual(rows.slice(497, 511))

    // A step is no jump: the rows it reaches were there, and the rows past them come with it.
    scrollPageTo(50_300)
    expect(shown()).toEqual(rows.slice(500, 514))
  })
})
