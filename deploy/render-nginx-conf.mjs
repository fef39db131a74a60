#!/usr/bin/env node
// Renders deploy/nginx.conf for one build: document root, listen address, and a CSP whose
// connect-src is built from the same VITE_API_URL / VITE_GATEWAY_URL the app was built with and
// whose script-src allows that build's inline index.html scripts by hash: render it after every
// build, from the build's own directory.
//
//   VITE_API_URL=https://api.example.com VITE_GATEWAY_URL=https://gw.example.com \
//     node deploy/render-nginx-conf.mjs --root /srv/lk/dist --listen 80 > /etc/nginx/conf.d/lk.conf
//
// A build made with `vite build --base /preview/pr-7/` sits in <document root>/preview/pr-7/:
//
//   node deploy/render-nginx-conf.mjs --root /srv/previews/preview/pr-7 --base /preview/pr-7/ …
//
// and several builds share one server when each --root is followed by its --base (docs/previews.md).
//
// Options: --root DIR (required; repeatable), --base PATH (the build's base, default /), --listen ADDR (default 80), --mode MODE (reads .env.MODE like
// Vite does; default production), --out FILE (default stdout), --standalone DIR (a complete
// nginx.conf with pid, logs and temp files inside DIR, `daemon off`: for tests and local checks),
// --precompress (writes .br and .gz next to every compressible file of --root for brotli_static
// and gzip_static).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { buildSecurityHeaders, CACHE_CONTROL, checkedBase, fileAddress, HOME_PAGE } from './csp.mjs'
import { precompress } from './precompress.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const TEMPLATE = join(here, 'nginx.conf')
const LOCATIONS = join(here, 'nginx-locations.conf')

/** A build's files sit at <document root><base>: the document root of --root DIR for that base. */
function documentRoot(root, base) {
  const full = resolve(root)
  if (base === '/') return full
  const tail = base.slice(0, -1)
  if (!full.endsWith(tail))
    throw new Error(`--root ${root} must end with the base ${base}: put the build in <document root>${base}`)
  return full.slice(0, -tail.length)
}

function securityHeadersOf(site, variables) {
  const indexHtml = join(site.root, 'index.html')
  if (!existsSync(indexHtml))
    throw new Error(
      `${indexHtml} is missing: render the configuration for a finished build (its inline scripts are allowed by hash)`,
    )
  return buildSecurityHeaders({ root: site.root, ...variables })
}

const fill = (text, headers) =>
  text.replace(/^( *)\{\{SECURITY_HEADERS\}\}$/gm, (_match, indent) =>
    headers.map(([name, value]) => `${indent}add_header ${name} "${value}" always;`).join('\n'),
  )

/** One build's locations (nginx-locations.conf without its heading comment), under its base. */
function renderLocations(site, headers) {
  const template = readFileSync(LOCATIONS, 'utf8').replace(/^(#.*\n)+\n/, '')
  return fill(template, headers)
    .replaceAll('{{BASE}}', site.base)
    .replaceAll('{{CACHE_IMMUTABLE}}', CACHE_CONTROL.immutable)
    .replaceAll('{{CACHE_REVALIDATE}}', CACHE_CONTROL.revalidate)
    .replaceAll('{{HOME_FILE_ADDRESS}}', fileAddress(HOME_PAGE))
    .trimEnd()
}

/**
 * The server block: what goes into /etc/nginx/conf.d/. `sites` are the builds it serves, each
 * { root, base } (one at the root: { root, base: '/' }); they share one document root.
 */
export function renderServer({ root, base = '/', sites = [{ root, base }], listen = '80', apiUrl, gatewayUrl, mock }) {
  const checked = sites.map((site) => ({ root: site.root, base: checkedBase(site.base) }))
  const roots = new Set(checked.map((site) => documentRoot(site.root, site.base)))
  if (roots.size !== 1) throw new Error(`The builds must share one document root, not ${[...roots].join(', ')}`)
  const headers = checked.map((site) => securityHeadersOf(site, { apiUrl, gatewayUrl, mock }))
  const rendered = fill(readFileSync(TEMPLATE, 'utf8'), headers[0] ?? [])
    .replace(/^( *)\{\{LOCATIONS\}\}$/m, (_match, indent) =>
      checked
        .map((site, index) => renderLocations(site, headers[index] ?? []).replace(/^(?=.)/gm, indent))
        .join('\n\n'),
    )
    .replaceAll('{{ROOT}}', [...roots][0] ?? '')
    .replaceAll('{{LISTEN}}', listen)
  const leftover = rendered.match(/\{\{\w+\}\}/)
  if (leftover) throw new Error(`Unfilled placeholder ${leftover[0]} in ${TEMPLATE}`)
  return rendered
}

// Debian's libnginx-mod-http-brotli-{filter,static}; a system nginx loads them via modules-enabled.
export const BROTLI_MODULES = ['filter', 'static'].map(
  (kind) => `/usr/lib/nginx/modules/ngx_http_brotli_${kind}_module.so`,
)

/** A complete nginx.conf that runs unprivileged in the foreground with everything under `dir`. */
export function renderStandalone(options, dir) {
  const prefix = resolve(dir)
  return `# Standalone wrapper (render-nginx-conf.mjs --standalone): run with nginx -p ${prefix} -c <this file>
daemon off;
worker_processes 1;
${BROTLI_MODULES.map((module) => `load_module ${module};`).join('\n')}
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    client_body_temp_path ${prefix}/client_body;
    proxy_temp_path ${prefix}/proxy;
    fastcgi_temp_path ${prefix}/fastcgi;
    uwsgi_temp_path ${prefix}/uwsgi;
    scgi_temp_path ${prefix}/scgi;

${renderServer(options).replace(/^/gm, '    ')}
}
`
}

async function buildVariables(mode) {
  // Same precedence as Vite: process.env over .env.[mode].local over .env.[mode] over .env.
  const { loadEnv } = await import('vite')
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const mock = (env.VITE_MOCK ?? String(!env.VITE_API_URL && !env.VITE_GATEWAY_URL)) === 'true'
  return { apiUrl: env.VITE_API_URL, gatewayUrl: env.VITE_GATEWAY_URL, mock }
}

async function main() {
  const { values } = parseArgs({
    options: {
      root: { type: 'string', multiple: true },
      base: { type: 'string', multiple: true },
      listen: { type: 'string', default: '80' },
      mode: { type: 'string', default: 'production' },
      out: { type: 'string' },
      standalone: { type: 'string' },
      precompress: { type: 'boolean', default: false },
    },
  })
  const roots = values.root ?? []
  if (roots.length === 0) throw new Error('--root <build output directory> is required')
  const bases = values.base ?? []
  if (bases.length > roots.length) throw new Error('Each --base belongs to the --root before it')
  const sites = roots.map((root, index) => ({ root, base: bases[index] ?? '/' }))
  const options = { sites, listen: values.listen, ...(await buildVariables(values.mode)) }
  if (values.precompress) roots.forEach((root) => precompress(root))
  const text = values.standalone ? renderStandalone(options, values.standalone) : renderServer(options)
  if (values.out) writeFileSync(values.out, text)
  else process.stdout.write(text)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
