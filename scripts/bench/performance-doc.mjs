// Writes a table of `npm run bench` into docs/performance.md, between its markers
// `<!-- bench:NAME -->` and `<!-- /bench:NAME -->`, so the page always shows the latest run and
// nobody copies figures by hand. Older runs live in git history.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ROOT } from './route-js.mjs'

const PAGE = join(ROOT, 'docs/performance.md')

export function writeBenchBlock(name, markdown) {
  const start = `<!-- bench:${name} -->`
  const end = `<!-- /bench:${name} -->`
  const page = readFileSync(PAGE, 'utf8')
  const from = page.indexOf(start)
  const to = page.indexOf(end)
  if (from < 0 || to < from) throw new Error(`docs/performance.md has no ${start} … ${end} block`)
  writeFileSync(PAGE, `${page.slice(0, from + start.length)}\n${markdown.trim()}\n${page.slice(to)}`)
  console.log(`(written to docs/performance.md, block ${name})`)
}
