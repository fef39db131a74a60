// The scale benchmark's data: the demo user's seed data set (mocks/seed.ts) with N payments and
// 1 000 sessions in place of the seed's few, as a long-time customer would have. Deterministic (a
// seeded generator), so runs compare.
import { runnerImport } from 'vite'
import { ROOT } from './route-js.mjs'

const DAY = 86_400_000
const YEAR = 365 * DAY

/** mulberry32: a tiny seeded generator, so every run measures the same data. */
function random(seed) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
}
const pick = (next, items) => items[Math.floor(next() * items.length)]
/** Weighted choice: `[[value, weight], …]`. */
function weighted(next, pairs) {
  let roll = next() * pairs.reduce((sum, [, weight]) => sum + weight, 0)
  for (const [value, weight] of pairs) {
    roll -= weight
    if (roll < 0) return value
  }
  return pairs[0][0]
}
const kopecks = (value) => Math.round(value * 100) / 100

const SERVICES = ['Minecraft Survival', 'CS2 Public', 'Rust Modded', 'ARK Cluster', 'Valheim', 'Terraria']
const PRICES = [390, 890, 1790, 2490, 4990]

function payment(next, userId, index, createdAt) {
  const type = weighted(next, [
    ['topup', 30],
    ['purchase', 35],
    ['cashback_accrual', 25],
    ['cashback_spend', 10],
  ])
  const status = weighted(next, [
    ['success', 90],
    ['failed', 7],
    ['pending', 3],
  ])
  const base = { id: `p-bench-${index}`, userId, createdAt, type, status, method: null }
  if (type === 'topup') {
    const amount = pick(next, [100, 300, 500, 1000, 1500, 2000, 3000, 5000, 10_000])
    return { ...base, amount, description: 'Пополнение баланса', method: next() < 0.6 ? 'card' : 'sbp' }
  }
  if (type === 'purchase') {
    const service = pick(next, SERVICES)
    const months = weighted(next, [
      [1, 8],
      [3, 2],
      [12, 1],
    ])
    return { ...base, amount: pick(next, PRICES) * months, description: `${service} — продление на ${months} мес.` }
  }
  if (type === 'cashback_accrual') {
    return { ...base, amount: kopecks(pick(next, PRICES) * 0.05), description: 'Кэшбэк 5% за продление' }
  }
  return { ...base, amount: kopecks(1 + next() * 300), description: 'Оплата баллами' }
}

/** `count` payments, newest a few hours ago, spread evenly over up to 6 years (stored oldest first). */
export function payments(userId, count, now = Date.now()) {
  const next = random(count)
  const span = Math.min(6 * YEAR, Math.max(60 * DAY, count * DAY))
  return Array.from({ length: count }, (_, index) => {
    const at = now - span + (span * (index + next() * 0.9)) / count
    return payment(next, userId, index, new Date(at).toISOString())
  })
}

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPad; CPU OS 16_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 YaBrowser/24.10.0.0 Safari/537.36',
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36 OPR/95.0.0.0',
  'okhttp/4.12.0',
  '',
]

function address(next) {
  const roll = next()
  if (roll < 0.05) return null
  const hex = () => Math.floor(next() * 0xffff).toString(16)
  if (roll < 0.15) return `2a02:6b8:${hex()}::${hex()}`
  return Array.from({ length: 4 }, () => Math.floor(next() * 254) + 1).join('.')
}

/** The seed's sessions (the signed-in `seed-win` among them) plus generated ones up to `count`. */
export function sessions(seedSessions, userId, count, now = Date.now()) {
  const next = random(count + 1)
  const extra = Array.from({ length: Math.max(0, count - seedSessions.length) }, (_, index) => ({
    id: `s-bench-${index}`,
    token: `bench-${index}`,
    userId,
    userAgent: pick(next, AGENTS),
    ipAddress: address(next),
    lastActivity: new Date(now - next() * 180 * DAY).toISOString(),
  }))
  return [...seedSessions, ...extra]
}

/** The default data set's MockDb (mocks/db.ts) with `paymentCount` payments and `sessionCount` sessions. */
export async function scaleDb(paymentCount, sessionCount) {
  const { module } = await runnerImport(`${ROOT}mocks/seed.ts`, { configFile: false, root: ROOT, logLevel: 'error' })
  const base = module.seed('default')
  const demo = base.users.find((user) => user.userName === module.DEMO.login)
  return {
    ...base,
    payments: payments(demo.id, paymentCount),
    sessions: sessions(
      base.sessions.filter((session) => session.userId === demo.id),
      demo.id,
      sessionCount,
    ),
  }
}
