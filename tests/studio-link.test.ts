import { describe, expect, it } from 'vitest'
import { FRAGMENT_KEY } from '@mocks/studio/link/fragment'
import { decodeState } from '@mocks/studio/link/link-codec'
import { recordedAnswer, reproLink } from './studio-link'

async function decoded(link: string) {
  const result = await decodeState(link.slice(link.indexOf(`#${FRAGMENT_KEY}`) + 1 + FRAGMENT_KEY.length))
  if (!result.ok) throw new Error(result.message)
  return result.state
}

describe('the e2e tests’ reproduction links', () => {
  it('open the page signed in as the demo user, with the changed data and the recorded answers', async () => {
    const link = await reproLink({
      page: '/wallet/history?type=topup',
      change: (data, demo) => {
        demo.firstName = 'Я'.repeat(1000)
        data.payments = []
      },
      rules: [recordedAnswer('devices', [{ id: { x: 1 } }])],
    })
    expect(link).toMatch(/^\/wallet\/history\?type=topup&scenario=default#lk-mock=1\./)
    const state = await decoded(link)
    expect(state).toMatchObject({ page: '/wallet/history?type=topup', scenario: 'default', session: 's-win' })
    expect(state.data.users?.find((user) => user.userName === 'demo')?.firstName).toBe('Я'.repeat(1000))
    expect(state.data.payments).toEqual([])
    expect(state.rules).toEqual([
      {
        call: 'devices',
        outcome: { kind: 'recorded', status: 200, contentType: 'application/json', body: '[{"id":{"x":1}}]' },
        scope: { kind: 'every' },
        origin: 'manual',
      },
    ])
  })

  it('carry no password and no session token', async () => {
    const text = JSON.stringify(await decoded(await reproLink({ page: '/' })))
    expect(text).not.toContain('Demo1234')
    expect(text).not.toContain('seed-win')
  })

  it('refuse, with the studio’s message, data the studio would refuse', async () => {
    const broken = reproLink({
      page: '/',
      change: (data, demo) => {
        data.sessions.push({
          id: 'x',
          userId: demo.id,
          userAgent: 7 as never,
          ipAddress: null,
          lastActivity: '',
          token: 't',
        })
      },
    })
    await expect(broken).rejects.toThrow(
      /^Не взято записей, которые портал не примет: 1 \(сеансы № \d+ — userAgent: Некорректная строка user-agent\)/,
    )
  })
})
