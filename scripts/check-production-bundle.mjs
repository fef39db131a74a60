// Builds the app as production does (real backends, no mock) and proves that neither the
// developer tools nor the mock backend reach the shipped files (issue 2, PRODUCT.md §2).
// Usage: node scripts/check-production-bundle.mjs  (part of `npm test`)
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { MOCK_WORKER_FILES } from '../deploy/csp.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const outDir = join(root, 'dist-check')
const env = {
  ...process.env,
  VITE_API_URL: 'https://api.example.test',
  VITE_GATEWAY_URL: 'https://gw.example.test',
  VITE_MOCK: 'false',
}

const build = spawnSync(
  process.execPath,
  [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
  { cwd: root, env, stdio: 'inherit' },
)
if (build.status !== 0) {
  console.error('check-production-bundle: the production build failed')
  process.exit(1)
}

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

const shipped = filesUnder(outDir).filter((file) => /\.(js|mjs|html)$/.test(file))
const sources = shipped.map((file) => ({ file: relative(outDir, file), text: readFileSync(file, 'utf8') }))

// Each marker is a string only the excluded code contains.
const forbidden = [
  ['Router devtools', 'TanStackRouterDevtools'],
  ['Router devtools button', 'Open TanStack Router Devtools'],
  ['Query devtools', 'ReactQueryDevtools'],
  ['Query devtools styles', 'tsqd-'],
  ['devtools shell', 'tanstack_devtools'],
  ['devtools shell trigger event', 'trigger-toggled'],
  ['devtools bar', 'Инструменты разработчика'],
  ['Solid runtime of the devtools', '$DX_DELEGATE'],
  ['Form devtools panel', 'TanStack Form'],
  ['MSW worker script', 'mockServiceWorker'],
  ['mock worker script', 'mock-worker.js'],
  ['MSW browser API', 'setupWorker'],
  ['MSW log prefix', '[MSW]'],
  ['mock gateway URL', '/mock/gateway'],
  ['mock general URL', '/mock/api'],
  ['mock scenario storage', 'lk-mock-scenario'],
  ['demo password', 'Demo1234'],
  // src/api/catalogue.ts: the studio's names of the calls, for mock builds and tests only.
  ['call catalogue names', 'Пополнение через СБП'],
]

const rows = forbidden.map(([what, marker]) => {
  const hits = sources.filter(({ text }) => text.includes(marker)).map(({ file }) => file)
  return { check: `no ${what}`, detail: marker, ok: hits.length === 0, where: hits.join(', ') }
})
for (const file of MOCK_WORKER_FILES) {
  rows.push({
    check: 'no mock service worker file',
    detail: file,
    ok: !existsSync(join(outDir, file)),
    where: `dist-check/${file}`,
  })
}
// The configured backends must be baked in, or the checks above prove nothing about a real build.
const all = sources.map(({ text }) => text).join('\n')
for (const url of [env.VITE_API_URL, env.VITE_GATEWAY_URL]) {
  rows.push({ check: 'backend URL baked in', detail: url, ok: all.includes(url), where: 'missing from every JS file' })
}

const width = Math.max(...rows.map((row) => row.check.length))
console.log(`\nProduction bundle check (${sources.length} JS/HTML files in dist-check/)`)
for (const row of rows) {
  const line = `  ${row.ok ? 'ok  ' : 'FAIL'}  ${row.check.padEnd(width)}  ${row.detail}`
  console.log(row.ok ? line : `${line}\n          found in: ${row.where}`)
}
const failed = rows.filter((row) => !row.ok).length
console.log(failed ? `\n${failed} check(s) failed` : `\nAll ${rows.length} checks passed`)
process.exit(failed ? 1 : 0)
