import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

// `vite preview` answers an address with the page the hosts answer it with: the `_redirects` file
// every build writes (deploy/static-host-files.mjs) names the pages painted at build time by their
// addresses, as Netlify and Cloudflare Pages read it. Vite finds `auth.html` for /auth by itself,
// but answers the base with index.html, where the hosts answer with the painted home.

/** The exact addresses of a `_redirects` file that another page answers (`200`): address -> page. */
export function parseRewrites(text: string): Map<string, string> {
  const rewrites = new Map<string, string>()
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/)
    if (from && to && status === '200' && !from.startsWith('#') && !from.includes('*')) rewrites.set(from, to)
  }
  return rewrites
}

/** The served build's rewrites, read for each answer: a build made again under a running preview may differ. */
function readRewrites(file: string): Map<string, string> {
  try {
    return parseRewrites(readFileSync(file, 'utf8'))
  } catch {
    return new Map() // Mid-build, or a build without the file.
  }
}

export function previewRedirects(): Plugin {
  return {
    name: 'lk:preview-redirects',
    configurePreviewServer({ config, middlewares }) {
      const file = join(resolve(config.root, config.build.outDir), '_redirects')
      middlewares.use((request, _response, next) => {
        const url = request.url ?? '/'
        const query = url.search(/[?#]/)
        const path = query < 0 ? url : url.slice(0, query)
        const page = readRewrites(file).get(path)
        if (page) request.url = page + (query < 0 ? '' : url.slice(query))
        next()
      })
    },
  }
}
