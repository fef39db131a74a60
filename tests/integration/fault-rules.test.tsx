import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MALFORMED_ERROR, NETWORK_ERROR, TIMEOUT_ERROR } from '@/api/errors'
import type { FaultOutcome } from '@mocks/studio/rules/rule-schema'
import { addRules, getRules } from '@mocks/studio/rules/rules'
import { renderRoute, signInAs } from '../render'

// The support studio's fault rules answer the profile save: what the customer then sees is the
// app's own message for that kind of failure (SPEC §8), never a blank or a crash.

afterEach(() => {
  vi.useRealTimers()
})

async function saveProfileUnder(outcome: FaultOutcome) {
  addRules([{ call: 'update-profile', outcome, scope: { kind: 'nth', n: 1 }, origin: 'manual' }])
  signInAs()
  const view = renderRoute('/profile')
  await view.user.click(await screen.findByRole('button', { name: 'Редактировать профиль' }))
  const dialog = screen.getByRole('dialog', { name: 'Редактирование профиля' })
  await view.user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
  return { ...view, dialog }
}

describe('what a fault rule makes the profile save show', () => {
  it.each<[string, FaultOutcome, string]>([
    [
      'a 409 with its message',
      { kind: 'status', status: 409, message: 'Профиль изменён в другой вкладке' },
      'Профиль изменён в другой вкладке',
    ],
    [
      'a 503 with its message',
      { kind: 'status', status: 503, message: 'Сервис на обслуживании' },
      'Сервис на обслуживании',
    ],
    ['a 429', { kind: 'status', status: 429, message: 'Слишком часто', retryAfter: 30 }, 'Слишком часто'],
    ['a network failure', { kind: 'network' }, NETWORK_ERROR],
    ['a truncated JSON body', { kind: 'malformed', variant: 'truncated-json' }, MALFORMED_ERROR],
    ['an HTML page with status 200', { kind: 'malformed', variant: 'html' }, MALFORMED_ERROR],
    ['fields of the wrong types', { kind: 'malformed', variant: 'wrong-types' }, MALFORMED_ERROR],
  ])('%s', async (_name, outcome, message) => {
    await saveProfileUnder(outcome)
    expect(await screen.findByText(message)).toBeInTheDocument()
  })

  it('a 400 shows the messages of its errors object under their fields', async () => {
    const { dialog } = await saveProfileUnder({
      kind: 'status',
      status: 400,
      message: 'Ошибка валидации',
      errors: { firstName: ['Имя запрещено правилом'] },
    })
    expect(await within(dialog).findByText('Имя запрещено правилом')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Имя')).toHaveAccessibleDescription('Имя запрещено правилом')
  })

  it('only the 1st save fails: the next one goes through', async () => {
    const { user, dialog } = await saveProfileUnder({ kind: 'status', status: 500, message: 'Сбой сохранения' })
    expect(await screen.findByText('Сбой сохранения')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }))
    expect(await screen.findByText('Профиль обновлён')).toBeInTheDocument()
  })

  it('no answer at all: the app gives up after its own timeout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await saveProfileUnder({ kind: 'hang' })
    await vi.advanceTimersByTimeAsync(16_000)
    expect(await screen.findByText(TIMEOUT_ERROR)).toBeInTheDocument()
  })

  it('extra latency delays the answer, which then arrives as usual', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await saveProfileUnder({ kind: 'latency', ms: 5_000 })
    expect(screen.queryByText('Профиль обновлён')).not.toBeInTheDocument()
    await vi.advanceTimersByTimeAsync(5_000)
    expect(await screen.findByText('Профиль обновлён')).toBeInTheDocument()
  })
})

// The shared setup clears the studio's rules after each test, so no test has to remember to.
describe('rules between tests', () => {
  it('a rule one test adds…', () => {
    addRules([{ call: 'user', outcome: { kind: 'network' }, scope: { kind: 'every' }, origin: 'manual' }])
    expect(getRules()).toHaveLength(1)
  })

  it('…is gone in the next one', () => {
    expect(getRules()).toEqual([])
  })
})
