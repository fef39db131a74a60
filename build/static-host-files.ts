import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { writeStaticHostFiles } from '../deploy/static-host-files.mjs'
import type { BuildVariables } from './base-path.ts'
import { buildPlugin } from './build-plugin.ts'

// Every build carries Netlify's and Cloudflare Pages' `_headers` and `_redirects` (deploy/
// static-host-files.mjs): published there as it is, it gets the nginx deployment's headers. Always
// written, not behind a flag: a file other hosts ignore costs nothing, a forgotten flag would cost
// the headers. Written last, once index.html has its final inline code (its hashes are in the CSP).

export function staticHostFiles(variables: BuildVariables): Plugin {
  return buildPlugin('lk:static-host-files', (config) => ({
    closeBundle: {
      order: 'post',
      handler() {
        const { base, root, build } = config()
        const outDir = resolve(root, build.outDir)
        // A failed build has no index.html to take the hashes from; its own error is the one to see.
        if (existsSync(join(outDir, 'index.html'))) writeStaticHostFiles({ root: outDir, base, ...variables })
      },
    },
  }))
}
