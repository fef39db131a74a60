import { describe, expect, it } from 'vitest'
import { capBody } from '@/report/redact-entry'
import type { ReportEvent } from './har-import-extras'
import { readCalls } from './har-import-plan'
import type { HarEntry } from './har-import-read'
import { planMoments } from './moment-plan'
import type { MomentPlan } from './moment-schema'

const GATEWAY = 'https://gateway.gamehost.example'
const at = (second: number) => Date.UTC(2026, 10, 20, 14, 3, second)
const call = (second: number, path: string, status: number, body = ''): HarEntry => ({
  startedAt: at(second),
  method: path.includes('services') ? 'GET' : 'POST',
  url: `${GATEWAY}${path}`,
  status,
  contentType: 'application/json',
  body,
})
const user = (second: number, balance: number) =>
  call(second, '/authms/api/Auth/user', 200, JSON.stringify({ id: 1, userName: 'client', balance }))
const devices = (second: number, status: number) =>
  call(second, '/authms/api/Auth/devices', status, status === 200 ? '[]' : '{"message":"Сбой"}')
const route = (second: number, path: string): ReportEvent => ({ type: 'route', time: at(second), path })

async function plan(entries: HarEntry[], events: ReportEvent[] = []) {
  return planMoments(entries, events, await readCalls(entries))
}

/** What a moment shows: the balance its user answer carries, and the calls that fail then. */
function shown(moments: MomentPlan, index: number) {
  const state = moments.moments[index]
  const answer = state?.data.user === undefined ? undefined : moments.answers[state.data.user]
  return {
    balance: answer && (JSON.parse(answer.body) as { balance: number }).balance,
    failing: state?.failing.map(([id]) => id),
    page: state?.page,
  }
}

describe('the moments of a report', () => {
  it('are its rows in order, each with the answers up to it', async () => {
    const moments = await plan([user(1, 100), user(5, 600)], [route(0, '/'), route(3, '/wallet/history')])
    expect(moments.moments).toHaveLength(4)
    expect([0, 1, 2, 3].map((index) => shown(moments, index))).toEqual([
      { balance: undefined, failing: [], page: '/' },
      { balance: 100, failing: [], page: '/' },
      { balance: 100, failing: [], page: '/wallet/history' },
      { balance: 600, failing: [], page: '/wallet/history' },
    ])
  })

  it('fail a call from its failure on, and answer it again once it recovered', async () => {
    const moments = await plan([devices(1, 200), devices(2, 500), devices(3, 200)])
    expect([0, 1, 2].map((index) => shown(moments, index).failing)).toEqual([[], ['devices'], []])
    const failure = moments.moments[1]?.failing[0]?.[1] ?? -1
    expect(moments.failures[failure]).toMatchObject({ kind: 'recorded', status: 500, body: '{"message":"Сбой"}' })
  })

  it('say where the seed stands in, and where a call brought nothing to show', async () => {
    const cut = capBody(`[${'{"id":"s"},'.repeat(40_000)}{"id":"t"}]`) ?? ''
    const moments = await plan([
      call(1, '/authms/api/Auth/devices', 200, cut),
      call(2, '/authms/api/Auth/user', 200, ''),
      user(3, 5),
    ])
    expect(moments.moments[0]?.notes).toEqual([
      '«Список устройств»: ответ в отчёте обрезан на 256 КБ, поэтому не воспроизводится',
      'Страниц в отчёте нет: открыта главная.',
      'Ответов «Данные пользователя» ещё не было: вместо них демо-данные.',
    ])
    expect(moments.moments[1]?.notes[0]).toBe('«Данные пользователя»: ответ записан без тела.')
    expect(moments.moments[2]?.notes).toEqual(['Страниц в отчёте нет: открыта главная.'])
  })

  it('keep a clock that jumped back and repeated times in a stable order', async () => {
    // The customer's clock went back 4 s between the two answers; equal times keep the file's order.
    const moments = await plan([user(5, 1), user(1, 2), user(1, 3)], [route(1, '/profile')])
    expect(moments.moments.map((_moment, index) => shown(moments, index).balance)).toEqual([2, 3, 3, 1])
    expect(moments.moments[0]?.page).toBe('/profile')
  })

  it('open only pages of the app, without what hands a sign-in over, each with the gate’s note', async () => {
    const moments = await plan([], [route(1, '//evil.example/'), route(2, '/auth?token=secret')])
    expect(moments.moments.map((moment) => moment.page)).toEqual(['/', '/auth'])
    expect(moments.moments[0]?.notes).toEqual([
      'Страница «//evil.example/» — не страница портала, поэтому открыта главная.',
    ])
    expect(moments.moments[1]?.notes).toEqual(['Из адреса страницы убрано: параметр token. Открыта страница /auth.'])
  })

  it('keep the newest rows of a timeline of 10 000 events, each answer once', async () => {
    const events = Array.from({ length: 10_000 }, (_event, index) => route(index % 50, `/p${index}`))
    const moments = await plan([user(0, 1)], events)
    expect(moments.moments).toHaveLength(300)
    expect(moments.answers).toHaveLength(1)
  })
})
