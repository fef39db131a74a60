import { studioFailure } from '../core/studio-failure'
import { HAR_ERRORS } from './har-import-read'
import { readImport, type ImportResult } from './har-import-work'

// The import's worker: reads, checks, redacts and plans one customer's file away from the page
// (see har-import-off-thread.ts), which ends it once it has answered.

self.addEventListener('message', (event: MessageEvent<unknown>) => void answer(event.data))

async function answer(file: unknown) {
  let result: ImportResult
  try {
    result = file instanceof Blob ? await readImport(file) : { ok: false, error: HAR_ERRORS.unreadable }
  } catch (error) {
    // What the file holds is told by readImport's own answers: anything thrown is the studio's bug.
    result = { ok: false, error: studioFailure(error) }
  }
  self.postMessage(result)
}
