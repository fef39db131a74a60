#!/usr/bin/env node
// Renders deploy/nginx.conf for one build: document root, listen address, and a CSP whose
// connect-src is built from the same VITE_API_URL / VITE_GATEWAY_URL the app was built with and
// whose script-src allows that build's inline index.html scripts by hash: render it after every
// build, from the build's own directory.
//
//   VITE_API_URL=https://api.example.com VITE_GATEWAY_URL=https://gw.example.com \
//     node deploy/render-nginx-conf.mjs --root /srv/lk/dist --listen 80 > /etc/nginx/conf.d/lk.conf
//
// Options: --root DIR (required), --listen ADDR (default 80), --mode MODE (reads .env.MODE like
// Vite does; default production), --out FILE (default stdout), --standalone DIR (a complete
// nginx.conf with pid, logs and temp files inside DIR, `daemon off`: for tests and local checks),
// --precompress (writes .br and .gz next to every compressible file of --root for brotli_static
// and gzip_static).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { contentSecurityPolicy, inlineHashes, securityHeaders } from './csp.mjs'
import { precompress } from './precompress.mjs'

const here = dirname(fileURLToPath(import.meta.url))
const TEMPLATE = join(here, 'nginx.conf')

/** The server block: what goes into /etc/nginx/conf.d/. */
export function renderServer({ root, listen = '80', apiUrl, gatewayUrl, mock }) {
  const indexHtml = join(root, 'index.html')
  if (!existsSync(indexHtml))
    throw new Error(
      `${indexHtml} is missing: render the configuration for a finished build (its inline scripts are allowed by hash)`,
    )
  const inline = inlineHashes(readFileSync(indexHtml, 'utf8'))
  const csp = contentSecurityPolicy({ apiUrl, gatewayUrl, mock, inline })
  const template = readFileSync(TEMPLATE, 'utf8')
  const rendered = template
    .replace(/^( *)\{\{SECURITY_HEADERS\}\}$/gm, (_match, indent) =>
      securityHeaders(csp)
        .map(([name, value]) => `${indent}add_header ${name} "${value}" always;`)
        .join('\n'),
    )
    .replaceAll('{{ROOT}}', resolve(root))
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
      root: { type: 'string' },
      listen: { type: 'string', default: '80' },
      mode: { type: 'string', default: 'production' },
      out: { type: 'string' },
      standalone: { type: 'string' },
      precompress: { type: 'boolean', default: false },
    },
  })
  if (!values.root) throw new Error('--root <build output directory> is required')
  const options = { root: values.root, listen: values.listen, ...(await buildVariables(values.mode)) }
  if (values.precompress) precompress(values.root)
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
