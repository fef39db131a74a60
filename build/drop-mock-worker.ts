import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { MOCK_WORKER_FILES } from '../deploy/csp.mjs'

/** Vite copies public/ verbatim; a build without the mock backend must not ship the mock's service workers. */
export function dropMockWorker(mock: boolean): Plugin {
  return {
    name: 'lk:drop-mock-worker',
    apply: 'build',
    writeBundle(options) {
      const dir = options.dir
      if (!mock && dir) MOCK_WORKER_FILES.forEach((file) => rmSync(join(dir, file), { force: true }))
    },
  }
}
