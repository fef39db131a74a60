import { HttpResponse } from 'msw'
import { connectionLostWithin } from '../../connection-lost'
import { recordedResponse } from '../../recorded-answer'
import type { FaultOutcome, MalformedVariant } from './rule-schema'

// The answers a fault rule gives, in the real backends' shapes (SPEC §8: `message`, 400's `errors`).

const MALFORMED: Record<MalformedVariant, () => Response> = {
  // A proxy that cut the connection mid-body.
  'truncated-json': () =>
    new HttpResponse('{"message":"ok","data":[{"id":1,"name":"Серв', {
      headers: { 'Content-Type': 'application/json' },
    }),
  // A balancer's or captive portal's page where JSON was expected.
  html: () => HttpResponse.html('<!doctype html><html lang="ru"><title>502</title><h1>Сервис недоступен</h1></html>'),
  // Every field the app reads, with the wrong type: no screen's schema accepts it.
  'wrong-types': () =>
    HttpResponse.json({
      id: [],
      userName: 42,
      email: false,
      balance: 'много',
      balanceStars: 'нет',
      data: 42,
      status: 42,
      message: 42,
      token: 42,
      userId: {},
      qrCode: 42,
      isTelegramUser: 'да',
    }),
}

/** Outcomes that are an answer in themselves (a delay goes on to the next rule, a pause asks support). */
export type AnswerOutcome = Exclude<FaultOutcome, { kind: 'latency' | 'pause' }>
export const isAnswer = (outcome: FaultOutcome): outcome is AnswerOutcome =>
  outcome.kind !== 'latency' && outcome.kind !== 'pause'

/** The outcome as a response; a "no answer" outcome never resolves online, so the app's own timeout shows. */
export async function outcomeResponse(outcome: AnswerOutcome): Promise<Response> {
  switch (outcome.kind) {
    case 'status': {
      const headers = outcome.retryAfter !== undefined ? { 'Retry-After': String(outcome.retryAfter) } : undefined
      const body = { message: outcome.message, ...(outcome.errors && { errors: outcome.errors }) }
      return HttpResponse.json(body, { status: outcome.status, headers })
    }
    case 'network':
      return HttpResponse.error()
    case 'hang':
      // No answer ever, unless the page goes offline: then the request fails as any would.
      await connectionLostWithin(Infinity)
      return HttpResponse.error()
    case 'malformed':
      return MALFORMED[outcome.variant]()
    case 'recorded':
    case 'own':
      return recordedResponse(outcome)
  }
}
