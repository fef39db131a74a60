import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { UserSchema } from '@/api/user'
import { ProfileSchema } from '@/api/profile'
import { checkState } from '../link/link-codec'
import { pseudonymiseRepro } from '../link/pseudonymise-repro'
import type { ReproState } from '../link/repro-schema'
import { ivan } from './test-customer'

const session = (id: string, ipAddress: string | null) => ({
  id,
  userId: 7,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)',
  ipAddress,
  lastActivity: '2026-11-20T10:00:00Z',
})
const recorded = (call: string, body: string): ReproState['rules'][number] => ({
  call,
  outcome: { kind: 'recorded', status: 200, contentType: 'application/json', body },
  scope: { kind: 'every' },
  origin: 'har',
})

const state: ReproState = {
  v: 1,
  page: `/profile?email=${encodeURIComponent(ivan.email)}&name=${encodeURIComponent(ivan.firstName)}`,
  scenario: 'default',
  session: 's-1',
  rules: [
    recorded('user', JSON.stringify(ivan)),
    // Cut off: not JSON, so only a search of its text finds the addresses.
    recorded('devices', '{"data":[{"id":"s-1","ipAddress":"95.165.12.4"},{"id":"s-3","ipAddress":"10.1.2.3"}]'),
    {
      call: 'update-profile',
      outcome: {
        kind: 'status',
        status: 400,
        message: `Почта ${ivan.email} не подтверждена`,
        errors: { lastName: [`Фамилия «${ivan.lastName}» занята`] },
      },
      scope: { kind: 'every' },
      origin: 'manual',
    },
  ],
  data: {
    users: [ivan as never],
    sessions: [session('s-1', '95.165.12.4'), session('s-2', '2a02:6b8::1'), session('s-3', '95.165.12.4')],
  },
}
const PERSONAL = [
  ivan.email,
  ivan.phoneNamber,
  ivan.userName,
  ivan.firstName,
  ivan.middleName,
  ivan.lastName,
  ivan.avatarUrl,
  ivan.yandexId,
  String(ivan.telegramId),
  '95.165.12.4',
  '2a02:6b8::1',
  '10.1.2.3',
  encodeURIComponent(ivan.email),
  encodeURIComponent(ivan.firstName),
]

describe('pseudonymising a reproduction', () => {
  const masked = pseudonymiseRepro(state)
  const json = JSON.stringify(masked)
  const [user] = masked.data.users ?? []
  const sessions = masked.data.sessions ?? []

  it.each(PERSONAL)('leaves no trace of %s anywhere in the link', (original) => {
    expect(json).not.toContain(original)
  })

  it('keeps money, statuses, user agents and failures', () => {
    expect(user).toMatchObject({ balance: 3217.4, balanceStars: 12, isTwoFactorEnabled: false })
    expect(sessions.map((one) => one.userAgent)).toEqual(state.data.sessions?.map((one) => one.userAgent))
    expect(masked.rules.map((rule) => rule.outcome.kind)).toEqual(['recorded', 'recorded', 'status'])
    expect(masked.rules[2]?.outcome).toMatchObject({ status: 400, message: `Почта ${user?.email} не подтверждена` })
  })

  it('maps the same value to the same stand-in, in the data and in recorded answers', () => {
    expect(sessions[0]?.ipAddress).toBe(sessions[2]?.ipAddress)
    expect(sessions[0]?.ipAddress).not.toBe(sessions[1]?.ipAddress)
    const answer = masked.rules[0]?.outcome
    expect(answer?.kind === 'recorded' && JSON.parse(answer.body)).toMatchObject({ email: user?.email })
    expect(pseudonymiseRepro(state)).toEqual(masked)
  })

  it('puts addresses in the documentation ranges and keeps absent ones absent', () => {
    const masked2 = pseudonymiseRepro({ ...state, data: { sessions: [session('s-9', null)] } })
    expect(masked2.data.sessions?.[0]?.ipAddress).toBeNull()
    for (const one of sessions) expect(one.ipAddress).toMatch(/^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d+$/)
  })

  it("gives stand-ins the app's own schemas accept, and a link the receiver accepts", () => {
    expect(v.safeParse(UserSchema, user).success).toBe(true)
    const { userName, firstName, middleName, lastName } = user ?? {}
    const profile = { userName, firstName, middleName, lastName }
    expect(v.safeParse(ProfileSchema, profile).issues).toBeUndefined()
    expect(user?.email).toMatch(/^client-\d+@example\.com$/)
    // Taken whole: nothing left out, nothing dropped (the number id is kept as text, as the mock keeps it).
    const checked = checkState(masked)
    expect(checked).toMatchObject({ ok: true, state: { data: { users: [{ ...user, telegramId: '100000001' }] } } })
    expect(checked).not.toHaveProperty('notes')
  })
})

describe("the mock's own logins", () => {
  it('travel as they are, so demo / Demo1234 still signs in where the link opens', () => {
    const demo = { ...ivan, userName: 'demo', email: 'demo@example.com' }
    const masked = pseudonymiseRepro({ ...state, data: { users: [demo as never] }, rules: [] })
    expect(masked.data.users?.[0]).toMatchObject({ userName: 'demo', email: 'client-1@example.com' })
    expect(JSON.stringify(masked)).not.toContain(ivan.lastName)
  })
})
