import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { writeStaticHostFiles } from '../deploy/static-host-files.mjs'
import type { BuildVariables } from './base-path.ts'

// Every build carries Netlify's and Cloudflare Pages' `_headers` and `_redirects` (deploy/
// static-host-files.mjs): published there as it is, it gets the nginx deployment's headers. Always
// written, not behind a flag: a file other hosts ignore costs nothing, a forgotten flag would cost
// the headers. Written last, once index.html has its final inline code (its hashes are in the CSP).

export function staticHostFiles(variables: BuildVariables): Plugin {
  let root = ''
  let base = '/'
  return {
    name: 'lk:static-host-files',
    apply: 'build',
    configResolved(config) {
      root = resolve(config.root, config.build.outDir)
      base = config.base
    },
    closeBundle: {
      order: 'post',
      handler() {
        // A failed build has no index.html to take the hashes from; its own error is the one to see.
        if (existsSync(join(root, 'index.html'))) writeStaticHostFiles({ root, base, ...variables })
      },
    },
  }
}
