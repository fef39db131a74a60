import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { connectApp } from '@mocks/studio/core/app-bridge'
import { applyImport } from '@mocks/studio/import/har-import-apply'
import { readImport } from '@mocks/studio/import/har-import-work'
import { getStepping, goToMoment, offerMoments } from '@mocks/studio/import/stepping'
import { decodeState, encodeState } from '@mocks/studio/link/link-codec'
import { pseudonymiseRepro } from '@mocks/studio/link/pseudonymise-repro'
import { applyRepro, currentRepro } from '@mocks/studio/link/repro'
import { resetDb } from '@mocks/db'
import { setToken } from '@/api/token'
import { getMomentRules } from '@mocks/studio/rules/moment-rules'
import { MomentBar } from '@mocks/studio/panel/moments/moment-bar'
import { renderRoute, signInAs } from '../render'

// Support steps through a customer's report: the customer saw 100 ₽ on home, topped up and saw
// 600 ₽, then opened their devices, which failed. Each moment is the real portal on the mock.

const GATEWAY = 'https://gw.gamehost.example'
const at = (second: number) => `2026-11-20T09:15:${String(second).padStart(2, '0')}.000Z`
const answer = (second: number, method: string, path: string, status: number, body: unknown) => ({
  startedDateTime: at(second),
  request: { method, url: `${GATEWAY}${path}` },
  response: { status, content: { mimeType: 'application/json', text: JSON.stringify(body) } },
})
const user = (second: number, balance: number) =>
  answer(second, 'POST', '/authms/api/Auth/user', 200, { id: 1, userName: 'client', firstName: 'Анна', balance })

const REPORT = {
  log: {
    entries: [
      user(1, 100),
      answer(2, 'POST', '/authms/api/Auth/devices', 200, []),
      user(5, 600),
      answer(7, 'POST', '/authms/api/Auth/devices', 500, { message: 'Сервис устройств недоступен' }),
    ],
    _description: 'Пополнил, а потом пропали устройства',
    _events: [
      { type: 'route', time: at(0), path: '/' },
      { type: 'toast', time: at(4), kind: 'success', text: 'Баланс пополнен' },
      { type: 'route', time: at(6), path: '/profile/devices' },
    ],
  },
}

/** `seeded`: signed in with the demo user's seeded session (the e2e suite's), not a new one. */
async function startStepping({ seeded = false } = {}) {
  if (seeded) setToken('seed-win')
  else signInAs()
  const view = renderRoute('/')
  connectApp(view.queryClient, (path) => void view.router.history.push(path))
  const read = await readImport(new Blob([JSON.stringify(REPORT)]))
  if (!read.ok) throw new Error(read.error)
  // As "Применить" does: the end of the story, with a rule that fails the second devices call.
  await applyImport(read.read.plan)
  offerMoments(read.read.moments, undefined)
  render(<MomentBar />)
  return view
}

const balance = () => screen.findByRole('article', { name: 'Баланс' })
const bar = () => screen.getByRole('region', { name: 'Шаги по отчёту клиента' })

describe("stepping through a customer's report", () => {
  it('shows the balance before the top-up, then after it, and the devices error only from its own moment', async () => {
    const { user: support } = await startStepping()
    await goToMoment(1)
    expect(within(bar()).getByText(/^Момент 2 из 7 · .* · \/$/)).toBeInTheDocument()
    expect(await balance()).toHaveTextContent(/100,00\s₽/)

    // By events: the devices answer, the toast, then the user's answer after the top-up.
    await support.selectOptions(within(bar()).getByRole('combobox', { name: 'Шаги' }), 'по событиям')
    for (const _step of [1, 2, 3]) await support.click(within(bar()).getByRole('button', { name: 'Дальше' }))
    expect(await within(bar()).findByText(/^Момент 5 из 7/)).toBeInTheDocument()
    expect(await screen.findByText(/600,00\s₽/)).toBeInTheDocument()

    // The devices page opens with the list the customer saw, and fails from the failure's moment on.
    await support.click(within(bar()).getByRole('button', { name: 'Дальше' }))
    expect(await screen.findByRole('list', { name: 'Устройства' })).toBeInTheDocument()
    await support.click(within(bar()).getByRole('button', { name: 'Дальше' }))
    expect(await screen.findByText('Не удалось загрузить устройства. Сервис устройств недоступен')).toBeInTheDocument()
    expect(within(bar()).getByRole('button', { name: 'Дальше' })).toBeDisabled()

    // Back a step: the call answers again as it did then.
    await support.click(within(bar()).getByRole('button', { name: 'Назад' }))
    expect(await screen.findByRole('list', { name: 'Устройства' })).toBeInTheDocument()
  })

  it('steps by pages to the last moment on each page, and "Закончить" drops the moment’s failures', async () => {
    const { user: support } = await startStepping()
    await goToMoment(0)
    await support.click(within(bar()).getByRole('button', { name: 'Дальше' }))
    // The last moment before the devices page: home after the top-up.
    expect(await within(bar()).findByText(/^Момент 5 из 7/)).toBeInTheDocument()
    await support.click(within(bar()).getByRole('button', { name: 'Дальше' }))
    expect(await screen.findByText('Не удалось загрузить устройства. Сервис устройств недоступен')).toBeInTheDocument()
    expect(getMomentRules()).toHaveLength(1)

    await support.click(within(bar()).getByRole('button', { name: 'Закончить' }))
    expect(screen.queryByRole('region', { name: 'Шаги по отчёту клиента' })).not.toBeInTheDocument()
    expect(getMomentRules()).toBeUndefined()
    expect(getStepping()?.at).toBeUndefined()
    expect(await screen.findByRole('list', { name: 'Устройства' })).toBeInTheDocument()
  })

  it('travel in a link: whoever opens it is on the same moment, its failures on, the stand-ins in every answer', async () => {
    await startStepping()
    await goToMoment(6)
    const sent = pseudonymiseRepro(currentRepro())
    expect(JSON.stringify(sent)).not.toContain('Анна')
    // Someone else's browser: nothing of the sender's.
    resetDb()
    offerMoments(undefined, undefined)
    const decoded = await decodeState(await encodeState(sent))
    if (!decoded.ok) throw new Error(decoded.message)
    applyRepro(decoded.state)
    expect(getStepping()?.at).toBe(6)
    expect(getMomentRules()?.map((rule) => rule.call)).toEqual(['devices'])
    const answers = getStepping()?.plan.answers.map((answer) => answer.body) ?? []
    expect(answers.some((body) => body.includes('"firstName":"Имя'))).toBe(true)
  })

  it('keeps the session support is signed in with once, when it is one the seed has too', async () => {
    const view = await startStepping({ seeded: true })
    await goToMoment(0)
    view.router.history.push('/profile/devices')
    expect(await screen.findByRole('list', { name: 'Устройства' })).toBeInTheDocument()
    expect(screen.getAllByText('Это устройство')).toHaveLength(1)
  })
})
