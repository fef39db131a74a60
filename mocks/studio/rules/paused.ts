import { REQUEST_TIMEOUT_MS } from '@/api/request-timeout'
import type { AnswerOutcome } from './outcome-response'

// Calls held by a "Спросить меня" rule until support answers them in the panel. Each waits at most as
// long as the app itself waits for an answer: then the app has given up with its own timeout, and the
// call leaves the list unanswered.

/** How support answers a waiting call: as the mock normally would, or with an outcome. */
export type PauseAnswer = { kind: 'usual' } | { kind: 'outcome'; outcome: AnswerOutcome }

export type PausedCall = {
  id: string
  /** The catalogue's id and name of the call. */
  call: string
  name: string
  method: string
  path: string
  body: string
}

const waiting = new Map<string, { call: PausedCall; answer: (answer: PauseAnswer | undefined) => void }>()
const listeners = new Set<() => void>()
let snapshot: readonly PausedCall[] = []

function changed() {
  snapshot = [...waiting.values()].map((entry) => entry.call)
  listeners.forEach((listener) => listener())
}

/** Holds the call; resolves with support's answer, or undefined once the app has stopped waiting. */
export function pauseCall(call: PausedCall, limitMs = REQUEST_TIMEOUT_MS): Promise<PauseAnswer | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => answerPaused(call.id, undefined), limitMs)
    waiting.set(call.id, {
      call,
      answer: (answer) => {
        clearTimeout(timer)
        resolve(answer)
      },
    })
    changed()
  })
}

export function answerPaused(id: string, answer: PauseAnswer | undefined) {
  const entry = waiting.get(id)
  if (!entry) return
  waiting.delete(id)
  entry.answer(answer)
  changed()
}

/** The waiting calls, oldest first. */
export function getPaused(): readonly PausedCall[] {
  return snapshot
}

export function subscribePaused(listener: () => void): () => void {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** Calls `listener` once, when the first call starts to wait (the panel must then be there to answer it). */
export function whenCallPaused(listener: () => void): void {
  if (snapshot.length) return listener()
  const stop = subscribePaused(() => {
    if (!snapshot.length) return
    stop()
    listener()
  })
}
