// Shared by scripts/size-budget.mjs and scripts/bench.mjs: builds the app and works out, from
// Vite's manifest, which JS files each route needs before it can render, with their compressed sizes.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))

export const PRODUCTION_ENV = {
  VITE_API_URL: 'https://api.example.test',
  VITE_GATEWAY_URL: 'https://gw.example.test',
  VITE_MOCK: 'false',
}
export const PREVIEW_ENV = { VITE_API_URL: '', VITE_GATEWAY_URL: '', VITE_MOCK: 'true' }

/**
 * URL -> the route files whose components render it (layouts first). Every component chunk in the
 * manifest must belong to one of these, so a new route cannot slip past the budget unmeasured.
 */
export const ROUTES = [
  { path: '/auth', files: ['src/routes/auth.tsx'] },
  { path: '/reset-password', files: ['src/routes/reset-password.tsx'] },
  { path: '/oauth', files: ['src/routes/oauth.tsx'] },
  { path: '/', files: ['src/routes/_app/route.tsx', 'src/routes/_app/index.tsx'] },
  { path: '/profile', files: ['src/routes/_app/route.tsx', 'src/routes/_app/profile/index.tsx'] },
  { path: '/profile/devices', files: ['src/routes/_app/route.tsx', 'src/routes/_app/profile/devices.tsx'] },
  { path: '/wallet/history', files: ['src/routes/_app/route.tsx', 'src/routes/_app/wallet/history.tsx'] },
  { path: '404', files: [] },
]

/** `vite build` into outDir with hidden source maps (they tell which modules each chunk holds). */
export function buildApp(outDir, env) {
  const result = spawnSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--sourcemap',
      'hidden',
      '--logLevel',
      'error',
    ],
    { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] },
  )
  if (result.status !== 0) throw new Error(`vite build into ${outDir} failed`)
}

const kib = (bytes) => bytes / 1024

function compressedSizes(file) {
  const source = readFileSync(file)
  return {
    raw: source.length,
    gzip: gzipSync(source, { level: 9 }).length,
    brotli: brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
    }).length,
  }
}

// Which split parts are needed to render (not the error/notFound/pending components).
const RENDER_SPLIT = /\?tsr-split=(.*)$/
const rendersWith = (split) => split.split('---').some((part) => part === 'component' || part === 'loader')

export function analyse(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry)
  if (!entryKey) throw new Error('No entry in the Vite manifest')

  const closure = (keys) => {
    const seen = new Set()
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return
      seen.add(key)
      for (const next of manifest[key].imports ?? []) visit(next)
    }
    keys.forEach(visit)
    return seen
  }
  const splitKeys = (file) =>
    Object.keys(manifest).filter((key) => key.startsWith(`${file}?`) && rendersWith(key.match(RENDER_SPLIT)?.[1] ?? ''))

  const known = new Set(ROUTES.flatMap((route) => route.files))
  const unmapped = Object.keys(manifest)
    .filter((key) => key.startsWith('src/routes/') && rendersWith(key.match(RENDER_SPLIT)?.[1] ?? ''))
    .filter((key) => !known.has(key.split('?')[0]))
  if (unmapped.length > 0)
    throw new Error(`Routes missing from scripts/bench/route-js.mjs ROUTES: ${unmapped.join(', ')}`)

  const sizes = new Map()
  const sizeOf = (key) => {
    if (!sizes.has(key)) sizes.set(key, compressedSizes(join(outDir, manifest[key].file)))
    return sizes.get(key)
  }
  const modulesOf = (key) => {
    const map = join(outDir, `${manifest[key].file}.map`)
    return existsSync(map) ? JSON.parse(readFileSync(map, 'utf8')).sources : []
  }
  const sum = (keys) =>
    [...keys].reduce(
      (total, key) => {
        const size = sizeOf(key)
        return { raw: total.raw + size.raw, gzip: total.gzip + size.gzip, brotli: total.brotli + size.brotli }
      },
      { raw: 0, gzip: 0, brotli: 0 },
    )

  const entryClosure = closure([entryKey])
  return ROUTES.map((route) => {
    const lazy = route.files.flatMap(splitKeys)
    const keys = closure([entryKey, ...lazy])
    // What opening this route loads beyond the entry: its lazy chunks and what only they import.
    const own = [...keys].filter((key) => !entryClosure.has(key))
    const total = sum(keys)
    const ownSize = sum(own)
    return {
      path: route.path,
      files: keys.size,
      gzip: kib(total.gzip),
      brotli: kib(total.brotli),
      ownGzip: kib(ownSize.gzip),
      ownBrotli: kib(ownSize.brotli),
      modules: [...keys].flatMap(modulesOf),
    }
  })
}

export function printTable(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column]).length)),
  )
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`
  const table = [line(headers), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join(
    '\n',
  )
  console.log(table)
  return table
}
