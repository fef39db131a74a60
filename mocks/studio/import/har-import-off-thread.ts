import * as v from 'valibot'
import { startWorker, type PageWorker } from '@/lib/start-worker'
import { describeIssues } from '../core/schema-issues'
import { studioFailure } from '../core/studio-failure'
import { ImportAnswerSchema } from './har-import-answer'
import { HAR_ERRORS, tooLarge } from './har-import-read'
import type { ImportResult } from './har-import-work'

// Parsing and redacting a customer's file is work of seconds for a large one (a whole report,
// years of payments): done on the page, it froze the studio and the portal under it for all that
// time. It runs in a worker of its own, one per file, so the page keeps answering and a newer file
// simply ends the older one's worker. Where no worker starts (no Worker, as in jsdom), the page
// reads the file itself, as before; a worker that fails, or never answers, ends in the import's message.
// The worker is our code: an answer of another shape, or an error it throws, is the studio's failure
// and says so, with what was wrong, rather than blaming the customer's file.

/** Starts a worker, or says there is none; the seam the tests give a fake worker through. */
export type StartImportWorker = () => PageWorker | undefined

export const startImportWorker: StartImportWorker = () =>
  startWorker(() => new Worker(new URL('./har-import-worker.ts', import.meta.url), { type: 'module' }))

const STOPPED: ImportResult = { ok: false, error: HAR_ERRORS.stopped }
const STUCK: ImportResult = { ok: false, error: HAR_ERRORS.stuck }

/**
 * How long a worker may take before it counts as stuck (one that dies without an error event leaves
 * no other trace): many times what reading takes, and growing with the file.
 */
export const readingDeadline = (file: Blob) => 30_000 + Math.ceil(file.size / 2 ** 20) * 3_000

/** An answer the page refuses: the studio's failure, with the schema's findings in the console and in words. */
function refusedAnswer(issues: Parameters<typeof describeIssues>[0]): ImportResult {
  const found = describeIssues(issues)
  const error = studioFailure(new Error('ответ чтения файла другого вида', { cause: issues }))
  return { ok: false, error, issues: found }
}

/** The worker's answer, checked; a worker that stopped (its script did not load, no memory) as STOPPED. */
function answerOf(worker: PageWorker, file: Blob, signal: AbortSignal | undefined) {
  return new Promise<ImportResult | undefined>((resolve) => {
    const deadline = setTimeout(() => resolve(STUCK), readingDeadline(file))
    const settle = (result: ImportResult | undefined) => {
      clearTimeout(deadline)
      resolve(result)
    }
    const failed = (event: Event) => {
      event.preventDefault() // told in the panel, not reported as the page's error
      const thrown = event instanceof ErrorEvent && event.message
      settle(thrown ? { ok: false, error: studioFailure(event.error ?? new Error(event.message)) } : STOPPED)
    }
    worker.addEventListener('message', (event) => {
      const checked = v.safeParse(ImportAnswerSchema, (event as MessageEvent<unknown>).data)
      settle(checked.success ? checked.output : refusedAnswer(checked.issues))
    })
    worker.addEventListener('error', failed)
    worker.addEventListener('messageerror', failed)
    signal?.addEventListener('abort', () => settle(undefined))
    try {
      worker.postMessage(file)
    } catch {
      settle(STOPPED)
    }
  })
}

/**
 * Reads a customer's HAR or report for the import. Undefined once `signal` aborts (another file was
 * chosen): its worker is ended and its answer, if any, never shown.
 */
export async function readOffThread(
  file: Blob,
  { signal, start = startImportWorker }: { signal?: AbortSignal; start?: StartImportWorker } = {},
): Promise<ImportResult | undefined> {
  if (tooLarge(file)) return { ok: false, error: HAR_ERRORS.tooLarge }
  const worker = start()
  if (!worker) {
    const { readImport } = await import('./har-import-work')
    const result = await readImport(file)
    return signal?.aborted ? undefined : result
  }
  try {
    return await answerOf(worker, file, signal)
  } finally {
    worker.terminate()
  }
}
