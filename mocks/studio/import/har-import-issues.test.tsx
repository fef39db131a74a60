import { readFileSync } from 'node:fs'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { HarImport } from '../panel/import/har-import'

// What support reads when a file is not what the import needs: what is wrong with the file, in words,
// beside the message; and in a readable file, why the entries it skipped were skipped.

const choose = async (name: string, text: string) => {
  const user = userEvent.setup()
  render(<HarImport />)
  await user.upload(screen.getByLabelText('Выбрать HAR-файл'), new File([text], name, { type: 'application/json' }))
}

describe('"Импорт HAR" says what is wrong with the file', () => {
  it('lists what a file without entries lacks', async () => {
    await choose('pages.har', '{"log": {"pages": []}}')
    expect(await screen.findByText(/^Это не HAR-файл/)).toBeInTheDocument()
    const found = screen.getByRole('list', { name: 'Найдено при проверке' })
    expect(within(found).getByRole('listitem')).toHaveTextContent('поле log.entries: его нет')
  })

  it('lists why the first unreadable entries were skipped', async () => {
    await choose('k6-full.har', readFileSync('tests/fixtures/har/k6-full.har', 'utf8'))
    const why = await screen.findByRole('list', { name: 'Почему записи нечитаемы' })
    const items = within(why).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent(/^запись 1, поле /)
  })
})
