import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { groupBySection, placeOf, sectionsOf } from './list-sections'
import { WindowedList } from './windowed-list'

describe('the sections of a list with headings', () => {
  it('places each item: a heading starts its section, a row counts among its section’s rows', () => {
    const sections = sectionsOf([0, 3, 7], 10)
    expect(placeOf(sections, 0)).toMatchObject({ section: 0, isHeading: true })
    expect(placeOf(sections, 1)).toEqual({ section: 0, isHeading: false, position: 1, size: 2 })
    expect(placeOf(sections, 3)).toMatchObject({ section: 1, isHeading: true })
    expect(placeOf(sections, 6)).toEqual({ section: 1, isHeading: false, position: 3, size: 3 })
    expect(placeOf(sections, 9)).toEqual({ section: 2, isHeading: false, position: 2, size: 2 })
  })

  it('puts rows before the first heading in a section of their own, without a heading', () => {
    const sections = sectionsOf([2, 5], 7)
    expect(placeOf(sections, 0)).toEqual({ section: 0, isHeading: false, position: 1, size: 2 })
    expect(placeOf(sections, 2)).toMatchObject({ section: 1, isHeading: true })
    expect(placeOf(sections, 6)).toEqual({ section: 2, isHeading: false, position: 1, size: 1 })
  })

  it('groups a run of rendered rows by section, in order', () => {
    const rows = [1, 2, 3, 8].map((index) => ({ index }))
    expect(groupBySection(rows, sectionsOf([0, 3, 7], 10))).toEqual([
      { section: 0, entries: [{ index: 1 }, { index: 2 }] },
      { section: 1, entries: [{ index: 3 }] },
      { section: 2, entries: [{ index: 8 }] },
    ])
  })

  it('renders each heading with its rows in one list item, the rows in a list of their own', async () => {
    const items = ['Ноябрь', 'первая', 'вторая', 'Октябрь', 'третья']
    render(
      <WindowedList
        aria-label="Операции"
        items={items}
        estimateSize={50}
        isHeading={(item) => /^[А-Я]/.test(item)}
        renderItem={(item) => (/^[А-Я]/.test(item) ? <h2>{item}</h2> : item)}
        whileLoading={<p>Загрузка операций</p>}
      />,
    )
    // The sections come with the list's code, which loads on first use: until then the list is not
    // shown plainly, whose rows the sections would replace (and a click or the focus with them).
    expect(screen.getByText('Загрузка операций')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Операции' })).not.toBeInTheDocument()
    const list = await waitFor(() => {
      const found = screen.getByRole('list', { name: 'Операции' })
      expect(within(found).getAllByRole('list')).toHaveLength(2)
      return found
    })
    const months = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list)
    expect(months.map((month) => within(month).getByRole('heading').textContent)).toEqual(['Ноябрь', 'Октябрь'])
    expect(within(months[0] as HTMLElement).getByRole('list')).toHaveTextContent('перваявторая')
    expect(within(within(months[1] as HTMLElement).getByRole('list')).getAllByRole('listitem')).toHaveLength(1)
    expect(screen.queryByText('Загрузка операций')).not.toBeInTheDocument()
  })
})
