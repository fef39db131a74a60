import { rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** Vite copies public/ verbatim; a build without the mock backend must not ship MSW's service worker. */
export function dropMockWorker(mock: boolean): Plugin {
  return {
    name: 'lk:drop-mock-worker',
    apply: 'build',
    writeBundle(options) {
      if (!mock && options.dir) rmSync(join(options.dir, 'mockServiceWorker.js'), { force: true })
    },
  }
}
