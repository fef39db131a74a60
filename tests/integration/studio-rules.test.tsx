import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { gateway } from '@mocks/respond'
import { RulesSection } from '@mocks/studio/panel/rules/rules-section'

// The support panel's "Правила": a preset adds its rules, which answer the portal's calls at once;
// each rule can be removed alone, or all together.

const NO_RULES = 'Правил нет: мок отвечает как обычно.'
const SERVICES = gateway('serversms/api/Servers/owner/services')

function renderRules() {
  render(<RulesSection />)
  return { user: userEvent.setup(), list: screen.getByRole('list', { name: 'Активные правила' }) }
}

describe('the rules section', () => {
  it('adds a preset whose rule answers every call, and removes it again', async () => {
    const { user, list } = renderRules()
    expect(screen.getByText(NO_RULES)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Ошибки сервера' }))
    expect(within(list).getAllByRole('listitem')).toHaveLength(1)
    expect(within(list).getByRole('listitem')).toHaveTextContent('Внутренняя ошибка сервера')
    expect(screen.queryByText(NO_RULES)).not.toBeInTheDocument()
    expect((await fetch(SERVICES)).status).toBe(500)

    await user.click(within(list).getByRole('button', { name: /^Удалить правило: / }))
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0)
    expect(screen.getByText(NO_RULES)).toBeInTheDocument()
    expect((await fetch(SERVICES)).status).not.toBe(500)
  })

  it('removes one rule and keeps the others', async () => {
    const { user, list } = renderRules()
    await user.click(screen.getByRole('button', { name: 'Ошибки сервера' }))
    await user.click(screen.getByRole('button', { name: 'Нет сети' }))
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    const offline = within(list).getByRole('button', {
      name: 'Удалить правило: Все вызовы → сетевая ошибка, каждый вызов',
    })
    await user.click(offline)
    const left = within(list).getAllByRole('listitem')
    expect(left).toHaveLength(1)
    expect(left[0]).toHaveTextContent('Внутренняя ошибка сервера')
  })

  it('"Удалить все правила" removes every rule, and the button goes with them', async () => {
    const { user, list } = renderRules()
    expect(screen.queryByRole('button', { name: 'Удалить все правила' })).not.toBeInTheDocument()
    for (const preset of ['Ошибки сервера', 'Медленная сеть', 'Нет сети']) {
      await user.click(screen.getByRole('button', { name: preset }))
    }
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'Удалить все правила' }))
    expect(within(list).queryAllByRole('listitem')).toHaveLength(0)
    expect(screen.getByText(NO_RULES)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Удалить все правила' })).not.toBeInTheDocument()
  })
})
