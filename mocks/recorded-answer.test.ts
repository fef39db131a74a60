import { describe, expect, it } from 'vitest'
import { recordedResponse, replayable } from './recorded-answer'

describe('a recorded answer', () => {
  it.each([
    ['a 1xx status', { status: 101, contentType: 'text/plain', body: 'x' }, 200, 'x', 'статус 101 → 200'],
    ['a status past 599', { status: 999, contentType: 'text/plain', body: 'x' }, 599, 'x', 'статус 999 → 599'],
    ['a 204 with a body', { status: 204, contentType: 'text/plain', body: 'x' }, 204, '', 'тело ответа 204 убрано'],
    [
      'a non-Latin-1 content type',
      { status: 200, contentType: 'текст/json', body: 'x' },
      200,
      'x',
      'Content-Type → application/octet-stream',
    ],
  ])('with %s replays as the nearest valid answer and says so', async (_case, recorded, status, body, change) => {
    const response = recordedResponse(recorded)
    expect([response.status, await response.text()]).toEqual([status, body])
    expect(replayable(recorded).note).toContain(change)
  })

  it('replays as recorded when the browser takes it', async () => {
    const recorded = { status: 418, contentType: 'application/json; charset=utf-8', body: '{"a":1}' }
    expect(replayable(recorded)).toEqual(recorded)
    expect(await recordedResponse(recorded).json()).toEqual({ a: 1 })
  })
})
