// The heap a full "Сообщить о проблеме" journal holds (issue 18): src/report/journal.ts, bundled as
// it ships, gets 100 recorded calls with answers of 2, 20 and 256 KB, in a Node process of its own
// (V8, as in Chrome) with garbage collection forced before each reading. The journal keeps the last
// 100 calls and at most 5 MB of text, so 256 KB answers keep fewer calls.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { bundleForNode, runDriver } from './node-module.mjs'
import { writeBenchBlock } from './performance-doc.mjs'
import { printTable, ROOT } from './route-js.mjs'

const OUT_DIR = join(ROOT, '.bench/journal-heap')
const BODY_SIZES_KB = [2, 20, 256]
const CALLS = 100

// Runs in the child: a page's few globals, then one full journal per body size.
const DRIVER = `
globalThis.window = { addEventListener() {} }
globalThis.sessionStorage = { getItem: () => null, setItem() {}, removeItem() {} }
const journal = await import(process.argv[1])
const heap = () => { gc(); gc(); return process.memoryUsage().heapUsed }
// A payments answer: distinct values, so no string is shared between calls.
const answer = (size, call) => {
  const items = []
  let length = 12
  for (let n = 0; length < size; n += 1) {
    const item = JSON.stringify({ id: call * 100000 + n, amount: 100 + n, status: 'success', description: 'Пополнение ' + call + '-' + n, createdAt: new Date(1.7e12 + n * 1e6).toISOString() })
    items.push(item)
    length += item.length + 1
  }
  return '{"data":[' + items.join(',') + ']}'
}
const results = []
for (const kb of JSON.parse(process.argv[2])) {
  journal.clearJournal()
  const before = heap()
  for (let call = 0; call < ${CALLS}; call += 1) {
    journal.addToJournal({ call: {
      startedAt: Date.now(), durationMs: 120, method: 'GET',
      url: 'https://gw.example/payments/payments/user?page=' + call,
      requestHeaders: [['Authorization', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'], ['Accept', 'application/json']],
      status: 200, statusText: 'OK', responseHeaders: [['content-type', 'application/json']],
      responseBody: answer(kb * 1024, call),
    } })
  }
  const after = heap()
  const { calls } = journal.readJournal()
  const text = calls.reduce((sum, entry) => sum + (entry.response.content.text ?? '').length, 0)
  results.push({ kb, kept: calls.length, textMb: text / 1048576, heapMb: (after - before) / 1048576 })
}
console.log(JSON.stringify(results))
`

export async function measureJournalHeap() {
  const bundle = await bundleForNode('src/report/journal.ts', OUT_DIR)
  return runDriver(DRIVER, bundle, BODY_SIZES_KB, ['--expose-gc'])
}

export async function benchJournalHeap() {
  console.log(`\nHeap of a full report journal (${CALLS} calls recorded; Node, V8, after forced GC)\n`)
  const results = await measureJournalHeap()
  const table = printTable(
    ['answer size', 'calls kept', 'answers, MB of text', 'heap, MB'],
    results.map(({ kb, kept, textMb, heapMb }) => [`${kb} KB`, kept, textMb.toFixed(2), heapMb.toFixed(2)]),
  )
  writeBenchBlock(
    'journal-heap',
    `A full report journal, ${CALLS} calls recorded (Node, V8, after forced GC).\n\n${table}`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchJournalHeap()
