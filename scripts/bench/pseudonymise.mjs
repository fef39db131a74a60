// "Скрыть личные данные" on a large export (issue 41): mocks/studio/privacy/pseudonymise.ts, bundled
// as the studio runs it, replaces the personal values it knows in many strings, in a Node process of
// its own (V8, as in Chrome). Five values per customer (e-mail, login, first and last name, phone);
// each string is a payment's description naming two customers, one of them in a percent-encoded
// address. Either all values are known before the strings are read (a link: the data set first), or
// each string brings a customer of its own (a HAR export: each answer its own values).
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { bundleForNode, runDriver } from './node-module.mjs'
import { writeBenchBlock } from './performance-doc.mjs'
import { printTable, ROOT } from './route-js.mjs'
import { median } from './statistics.mjs'

const OUT_DIR = join(ROOT, '.bench/pseudonymise')
const SIZES = [2_000, 10_000]
const RUNS = Number(process.env.BENCH_PSEUDONYMISE_RUNS ?? 3)

const DRIVER = `
const { createPseudonymiser } = await import(process.argv[1])
const [sizes, runs] = JSON.parse(process.argv[2])
const letters = 'абвгдежзиклмнопрстуфхцчшщэюя'
const word = (n) => letters[n % 28] + letters[Math.floor(n / 28) % 28] + letters[Math.floor(n / 784) % 28]
const customer = (n) => ({
  email: 'user' + n + '.' + word(n) + '@mail' + (n % 50) + '.ru',
  userName: 'login' + n,
  firstName: 'Имя' + word(n),
  lastName: 'Фамилия' + word(n * 7),
  phone: '+7 9' + String(10 + (n % 89)) + ' ' + String(100 + (n % 900)) + '-' + String(10 + (n % 90)) + '-' + String(10 + (n % 89)),
})
const text = (n, customers) => {
  const one = customer(n % customers)
  const other = customer((n * 31 + 7) % customers)
  return 'Пополнение на ' + (100 + n) + ' ₽ от ' + one.email + ' (' + one.lastName + ' ' + one.firstName + '), заказ №' + n +
    '; вернуться: /wallet/history?email=' + encodeURIComponent(other.email) + '&page=' + (n % 9) + ', статус success'
}
const results = []
for (const size of sizes) {
  const customers = size / 5
  const texts = Array.from({ length: size }, (_, n) => text(n, customers))
  const first = []
  const along = []
  for (let run = 0; run < runs; run += 1) {
    let mask = createPseudonymiser()
    mask.walk({ users: Array.from({ length: customers }, (_, n) => customer(n)) })
    let start = performance.now()
    const masked = mask.strings(texts)
    first.push(performance.now() - start)
    if (masked.some((one, n) => one.includes(customer(n % customers).email))) throw new Error('a value was left')
    mask = createPseudonymiser()
    start = performance.now()
    for (let n = 0; n < size; n += 1) {
      if (n < customers) mask.walk(customer(n))
      mask.strings(texts[n])
    }
    along.push(performance.now() - start)
  }
  results.push({ size, firstRuns: first, alongRuns: along })
}
console.log(JSON.stringify(results))
`

export async function measurePseudonymise(sizes = SIZES, runs = RUNS) {
  const bundle = await bundleForNode('mocks/studio/privacy/pseudonymise.ts', OUT_DIR)
  const results = await runDriver(DRIVER, bundle, [sizes, runs])
  return results.map((result) => ({ ...result, first: median(result.firstRuns), along: median(result.alongRuns) }))
}

const ms = (value) => `${Math.round(value)} ms`

export async function benchPseudonymise() {
  console.log(`\nPseudonymisation of strings with many known values (Node, V8), median of ${RUNS}\n`)
  const results = await measurePseudonymise()
  const table = printTable(
    ['values × strings', 'values known first', 'per string', 'values met along the way', 'runs'],
    results.map(({ size, first, along, firstRuns, alongRuns }) => [
      `${size.toLocaleString('en').replace(/,/g, ' ')} × ${size.toLocaleString('en').replace(/,/g, ' ')}`,
      ms(first),
      `${((first * 1000) / size).toFixed(0)} µs`,
      ms(along),
      `${firstRuns.map(Math.round).join(', ')} / ${alongRuns.map(Math.round).join(', ')}`,
    ]),
  )
  writeBenchBlock(
    'pseudonymise',
    `"Скрыть личные данные": known values replaced in payment descriptions (Node, V8), median of ${RUNS}.\n\n${table}`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchPseudonymise()
