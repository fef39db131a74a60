import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

// `vite preview` answers with the headers of the build it serves: the `_headers` file every build
// writes (deploy/static-host-files.mjs, the same headers as nginx's), applied as Netlify and
// Cloudflare Pages apply it. Never rebuilt from the shell's variables: a production build made with
// its backends' addresses and previewed without them would refuse its own backends.
// PREVIEW_SECURITY_HEADERS=off leaves them out (the e2e suite's preview, where tests inject axe-core
// as a script).

export type HeaderRule = { pattern: RegExp; headers: [name: string, value: string][] }

/** The rules of a `_headers` file: a path pattern (`*` matches anything), then its indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      const pattern = line
        .trim()
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
      rules.push({ pattern: new RegExp(`^${pattern}$`), headers: [] })
      continue
    }
    const separator = line.indexOf(':')
    const rule = rules.at(-1)
    if (rule && separator > 0) rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()])
  }
  return rules
}

/** The headers `rules` give `path`: every matching rule's, a header in several joined as the hosts join it. */
export function headersFor(rules: HeaderRule[], path: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const { pattern, headers: ruleHeaders } of rules) {
    if (!pattern.test(path)) continue
    for (const [name, value] of ruleHeaders) headers[name] = headers[name] ? `${headers[name]}, ${value}` : value
  }
  return headers
}

/** The served build's rules, read for each answer: a build made again under a running preview has new hashes. */
function readRules(file: string): HeaderRule[] {
  try {
    return parseHeadersFile(readFileSync(file, 'utf8'))
  } catch {
    return [] // Mid-build: the output folder is being written again.
  }
}

export function previewHeaders(): Plugin {
  return {
    name: 'lk:preview-headers',
    configurePreviewServer({ config, middlewares }) {
      if (process.env.PREVIEW_SECURITY_HEADERS === 'off') return
      const file = join(resolve(config.root, config.build.outDir), '_headers')
      if (!existsSync(file)) config.logger.warn(`${file} is missing: the preview sends no security headers`)
      // Before Vite's own middlewares, on the address as requested (the base included, as in _headers).
      middlewares.use((request, response, next) => {
        const path = (request.url ?? '/').replace(/[?#].*$/, '')
        for (const [name, value] of Object.entries(headersFor(readRules(file), path))) response.setHeader(name, value)
        next()
      })
    },
  }
}
