import { HttpResponse } from 'msw'

// A recorded answer (a HAR's, a link's) replays as it was, unless the Response constructor refuses
// it: then it becomes the nearest answer it accepts, and the note says what was changed.

export type Recorded = { status: number; contentType: string; body: string }
export type Replayable = Recorded & { note?: string }

/** Statuses a Response may have, and those that may not carry a body. */
const FIRST = 200
const LAST = 599
const NO_BODY = new Set([204, 205, 304])
/** A header value the Fetch API takes: Latin-1 without line breaks or NUL, bounded. */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]{0,1024}$/
const FALLBACK_TYPE = 'application/octet-stream'

export function replayable({ status, contentType, body }: Recorded): Replayable {
  const changes: string[] = []
  let next = status
  if (!Number.isInteger(status) || status < FIRST || status > LAST) {
    next = Number.isFinite(status) && status > LAST ? LAST : FIRST
    changes.push(`статус ${String(status)} → ${next}`)
  }
  let text = body
  if (NO_BODY.has(next) && body !== '') {
    text = ''
    changes.push(`тело ответа ${next} убрано`)
  }
  let type = contentType.trim()
  if (!HEADER_VALUE.test(type)) {
    type = FALLBACK_TYPE
    changes.push(`Content-Type → ${FALLBACK_TYPE}`)
  }
  const replay = { status: next, contentType: type, body: text }
  return changes.length > 0
    ? { ...replay, note: `Браузер не воспроизводит такой ответ: ${changes.join(', ')}.` }
    : replay
}

export function recordedResponse(recorded: Recorded): Response {
  const { status, contentType, body } = replayable(recorded)
  return new HttpResponse(body === '' && NO_BODY.has(status) ? null : body, {
    status,
    headers: contentType ? { 'Content-Type': contentType } : {},
  })
}
