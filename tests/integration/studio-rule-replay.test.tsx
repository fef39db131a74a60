import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { gateway } from '@mocks/respond'
import { applyImport } from '@mocks/studio/import/har-import-apply'
import { planImport } from '@mocks/studio/import/har-import-plan'
import { readHarText } from '@mocks/studio/import/har-import-read'
import { decodeState, encodeState } from '@mocks/studio/link/link-codec'
import { applyRepro, currentRepro } from '@mocks/studio/link/repro'
import { RulesSection } from '@mocks/studio/panel/rules/rules-section'
import { signInAs } from '../render'

// A recorded or own answer the browser's Response refuses replays as the nearest one it takes, and
// the rule says so in the list: after a HAR import, through a reproduction link, and when typed.

const DEVICES = gateway('authms/api/Auth/devices')

const ruleList = () => screen.getByRole('list', { name: 'Активные правила' })

/** Hands the open reproduction over as a link and opens it, as its receiver would. */
async function throughLink() {
  const decoded = await decodeState(await encodeState(currentRepro()))
  if (!decoded.ok) throw new Error(decoded.message)
  applyRepro(decoded.state)
}

describe('a rule whose answer the browser cannot replay as it is', () => {
  it('from a HAR says what is replayed instead, also after the link, and answers so', async () => {
    signInAs()
    const har = {
      log: {
        entries: [
          {
            startedDateTime: '2026-11-20T10:00:00.000Z',
            request: { method: 'POST', url: 'https://gw.gamehost.example/authms/api/Auth/devices' },
            response: { status: 204, content: { mimeType: 'text/html; charset=кои8', text: '<p>Нет</p>' } },
          },
        ],
      },
    }
    const reading = readHarText(JSON.stringify(har))
    if (!reading.ok) throw new Error(reading.error)
    await applyImport(await planImport(reading.entries))
    await throughLink()

    render(<RulesSection />)
    const rule = within(ruleList()).getByRole('listitem')
    expect(rule).toHaveTextContent('Список устройств → записанный ответ 204, только 1-й вызов')
    expect(rule).toHaveTextContent(
      'Браузер не воспроизводит такой ответ: тело ответа 204 убрано, Content-Type → application/octet-stream.',
    )
    const answer = await fetch(DEVICES, { method: 'POST' })
    expect([answer.status, await answer.text()]).toEqual([204, ''])
  })

  it('typed as an own answer with a 1xx status says it replays as 200', async () => {
    const user = userEvent.setup()
    render(<RulesSection />)
    const form = screen.getByRole('form', { name: 'Новое правило' })
    const call = within(form).getByLabelText('Вызов', { exact: true })
    await user.selectOptions(call, within(call).getByRole('option', { name: /^Список устройств/ }))
    await user.selectOptions(within(form).getByLabelText('Ответ', { exact: true }), 'Свой ответ')
    await user.clear(within(form).getByLabelText('Статус (100–599)'))
    await user.type(within(form).getByLabelText('Статус (100–599)'), '101')
    await user.click(within(form).getByRole('button', { name: 'Добавить правило' }))

    expect(within(ruleList()).getByRole('listitem')).toHaveTextContent(
      'Браузер не воспроизводит такой ответ: статус 101 → 200.',
    )
    expect((await fetch(DEVICES, { method: 'POST' })).status).toBe(200)
  })
})
