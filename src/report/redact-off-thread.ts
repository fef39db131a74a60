import { startWorker, type PageWorker } from '@/lib/start-worker'
import type { HarEntry } from './har-types'
import { redactEntry, withResponseBody } from './redact-entry'
import type { RedactAnswer, RedactRequest } from './redact-worker'

// Redacting a large answer whole (the payment history of a long-standing customer runs to
// megabytes) is one long task; run on the page it delays the very screen that waits for that answer.
// Large calls go to a worker; small ones stay here, where redacting costs less than a round trip.
// Without a worker (no Worker, a blocked or failing one) everything is redacted here, as before.

export const WORKER_FROM = 64 * 1024

export type RedactWorker = PageWorker
/** Starts the worker, or says there is none; the seam the tests give a fake worker through. */
export type StartWorker = () => RedactWorker | undefined

export const startRedactWorker: StartWorker = () =>
  startWorker(() => new Worker(new URL('./redact-worker.ts', import.meta.url), { type: 'module' }))

/** Redacts here or safely here (undefined if even that fails); the page's last resort. */
function redactHere(entry: HarEntry, salt: string, bytes?: ArrayBuffer): HarEntry | undefined {
  try {
    return redactEntry(withResponseBody(entry, bytes), salt)
  } catch {
    return undefined
  }
}

const bodySize = (entry: HarEntry, bytes?: ArrayBuffer) =>
  (entry.response.content.text?.length ?? 0) + (entry.request.postData?.text.length ?? 0) + (bytes?.byteLength ?? 0)

type Job = { entry: HarEntry; salt: string; bytes?: ArrayBuffer; done: (entry: HarEntry | undefined) => void }

/**
 * `redact`: a large call's redaction is a promise, which never rejects; a small call's is done at once.
 * `stop`: the page takes over from the worker, also what is waiting in it.
 */
export function offThreadRedactor(start: StartWorker) {
  // undefined: not started yet; null: none, or it failed, so never again.
  let worker: RedactWorker | null | undefined
  // The unredacted call waits here (never in the journal) until the worker answers, so that a
  // failing worker can be replaced by the page without losing it.
  const jobs = new Map<number, Job>()
  let nextId = 0

  function giveUp(event?: Event) {
    event?.preventDefault() // a failing worker is handled here, not reported as the page's error
    worker?.terminate()
    worker = null
    for (const [id, job] of jobs) {
      jobs.delete(id)
      job.done(redactHere(job.entry, job.salt, job.bytes))
    }
  }

  function answered({ data }: MessageEvent<RedactAnswer>) {
    const job = jobs.get(data.id)
    if (!job) return
    jobs.delete(data.id)
    job.done(data.entry ?? redactHere(job.entry, job.salt, job.bytes))
  }

  function started(): RedactWorker | null {
    if (worker !== undefined) return worker
    worker = start() ?? null
    worker?.addEventListener('message', answered)
    worker?.addEventListener('error', giveUp)
    worker?.addEventListener('messageerror', giveUp)
    return worker
  }

  /** `bytes`: the response body, when the entry was recorded without it (see withResponseBody). */
  function redact(
    entry: HarEntry,
    salt: string,
    bytes?: ArrayBuffer,
  ): HarEntry | undefined | Promise<HarEntry | undefined> {
    const off = bodySize(entry, bytes) >= WORKER_FROM ? started() : null
    if (!off) return redactHere(entry, salt, bytes)
    return new Promise((done) => {
      const id = nextId++
      jobs.set(id, { entry, salt, bytes, done })
      try {
        // The bytes are copied, not transferred: the page still has them if the worker fails.
        off.postMessage({ id, entry, salt, bytes } satisfies RedactRequest)
      } catch {
        giveUp()
      }
    })
  }

  return { redact, stop: () => giveUp() }
}
