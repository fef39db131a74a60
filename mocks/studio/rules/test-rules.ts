import { EVERY_CALL } from './presets'
import type { RuleSpec } from './rule-schema'

// Rules with every outcome, scope and condition the model knows, and switched-off ones: what the tests
// of links, files and the HAR export carry around and expect back.
export const EVERY_KIND_OF_RULE: RuleSpec[] = [
  {
    call: 'top-up-sbp',
    outcome: { kind: 'own', status: 418, contentType: 'text/html', body: '<script>alert(1)</script>' },
    scope: { kind: 'chance', percent: 12.5, seed: 4_000_000_000 },
    origin: 'manual',
    when: [
      { source: 'body', field: 'receipt.items.0.price', op: 'gte', value: '10000' },
      { source: 'query', field: 'page', op: 'contains', value: '2' },
      { source: 'path', field: 'id', op: 'eq', value: 's-win' },
      { source: 'body', field: 'amount', op: 'lte', value: '500' },
    ],
    off: true,
  },
  { call: 'devices', outcome: { kind: 'pause' }, scope: { kind: 'every' }, origin: 'manual' },
  {
    call: 'update-profile',
    outcome: { kind: 'status', status: 400, message: 'Ошибка', errors: { lastName: ['Занята'] }, retryAfter: 5 },
    scope: { kind: 'first', n: 2 },
    origin: 'manual',
  },
  {
    call: 'services',
    outcome: { kind: 'malformed', variant: 'wrong-types' },
    scope: { kind: 'nth', n: 3 },
    origin: 'har',
  },
  {
    call: 'user',
    outcome: { kind: 'recorded', status: 204, contentType: 'text/plain', body: 'x' },
    scope: { kind: 'every' },
    origin: 'har',
  },
  { call: EVERY_CALL, outcome: { kind: 'latency', ms: 300 }, scope: { kind: 'every' }, origin: 'preset', off: true },
  { call: 'top-up-card', outcome: { kind: 'network' }, scope: { kind: 'every' }, origin: 'link' },
  { call: 'payments', outcome: { kind: 'hang' }, scope: { kind: 'every' }, origin: 'manual' },
]
