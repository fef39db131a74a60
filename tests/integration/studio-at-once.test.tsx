import { screen, within } from '@testing-library/react'
import { describe, expect, it, onTestFinished } from 'vitest'
import { connectApp } from '@mocks/studio/core/app-bridge'
import { lastRefresh } from '@mocks/studio/core/screen-refresh'
import { applyUser, customer } from '@mocks/studio/data/editor-actions'
import { addRules, getRules, switchRule } from '@mocks/studio/rules/rules'
import { showRulesAtOnce } from '@mocks/studio/rules/rules-on-screen'
import { renderRoute, signInAs } from '../render'

// A change in the studio shows on the open screen at once, as a customer opening it now would see
// it: no reload, and a failing call shows its failure rather than the answer it gave before.

function openWithStudio(path: string) {
  signInAs()
  const view = renderRoute(path)
  connectApp(view.queryClient)
  onTestFinished(showRulesAtOnce())
  return view
}

describe('a change in the studio, on the open screen', () => {
  it('a rule that fails the devices call shows the error at once; switched off, the list comes back', async () => {
    openWithStudio('/profile/devices')
    expect(await screen.findByRole('list', { name: 'Устройства' })).toBeInTheDocument()

    addRules([
      {
        call: 'devices',
        outcome: { kind: 'status', status: 500, message: 'Сервис устройств недоступен' },
        scope: { kind: 'every' },
        origin: 'manual',
      },
    ])
    expect(await screen.findByText('Не удалось загрузить устройства. Сервис устройств недоступен')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Устройства' })).not.toBeInTheDocument()
    expect(lastRefresh()).toMatchObject({ asked: ['Список устройств'], read: ['Список устройств'] })

    const [rule] = getRules()
    if (rule) switchRule(rule.id, false)
    expect(within(await screen.findByRole('list', { name: 'Устройства' })).getAllByRole('listitem')).toHaveLength(4)
  })

  it('a failing user call replaces home with the error screen, not a toast over the old data', async () => {
    openWithStudio('/')
    expect(await screen.findByRole('heading', { level: 1, name: /^Здравствуйте/ })).toBeInTheDocument()
    addRules([
      {
        call: 'user',
        outcome: { kind: 'status', status: 500, message: 'Профиль недоступен' },
        scope: { kind: 'every' },
        origin: 'manual',
      },
    ])
    expect(await screen.findByRole('heading', { level: 1, name: 'Что-то пошло не так' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: /^Здравствуйте/ })).not.toBeInTheDocument()
  })

  it('a rule for a call the screen does not read changes nothing on it, and says so', async () => {
    openWithStudio('/profile/devices')
    await screen.findByRole('list', { name: 'Устройства' })
    addRules([{ call: 'top-up-card', outcome: { kind: 'network' }, scope: { kind: 'every' }, origin: 'manual' }])
    await expect.poll(() => lastRefresh()?.asked).toEqual(['Пополнение картой'])
    expect(lastRefresh()?.read).toEqual([])
    expect(screen.getByRole('list', { name: 'Устройства' })).toBeInTheDocument()
  })

  it('an edited balance shows on the open home without a reload', async () => {
    openWithStudio('/')
    const balance = await screen.findByRole('article', { name: 'Баланс' })
    const user = customer()
    if (!user) throw new Error('no signed-in customer')
    applyUser(user, { ...user, balance: 777 })
    expect(await within(balance).findByText(/777/)).toBeInTheDocument()
  })
})
