import { describe, expect, it } from 'vitest'
import { seed } from '../../seed'
import { applyDiff, diffAgainstSeed } from './data-diff'

describe('the data changes a reproduction link carries', () => {
  it('carries nothing for untouched seed data, even when its relative dates have moved on', () => {
    const state = seed('default')
    state.sessions = state.sessions.map((session) => ({ ...session, lastActivity: '2020-01-01T00:00:00.000Z' }))
    expect(diffAgainstSeed(state, 'default')).toEqual({})
  })

  it('carries a changed collection whole, without passwords or session tokens, and applies it back', () => {
    const state = seed('default')
    state.users = state.users.map((user, index) => (index === 0 ? { ...user, balance: 3217.4 } : user))
    state.sessions = [
      ...state.sessions,
      ...state.sessions.slice(0, 1).map((session) => ({ ...session, id: 's-new', token: 'secret-token' })),
    ]
    const diff = diffAgainstSeed(state, 'default')
    expect(Object.keys(diff).sort()).toEqual(['nextUserId', 'sessions', 'users'])
    expect(JSON.stringify(diff)).not.toMatch(/Demo1234|secret-token|seed-win/)

    const applied = applyDiff('default', diff)
    expect(applied.users[0]).toMatchObject({ balance: 3217.4, password: 'Demo1234' })
    expect(applied.sessions.map((session) => session.id)).toContain('s-new')
    expect(applied.sessions.every((session) => session.token.startsWith('mock.'))).toBe(true)
    expect(applied.services).toEqual(seed('default').services)
  })
})
