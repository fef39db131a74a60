import { describe, expect, it } from 'vitest'
import { safePaymentUrl } from './payment-url'

const ORIGIN = 'http://localhost:4173'

describe('which payment addresses are followed', () => {
  it.each([
    ['https://pay.example/form?id=1', 'https://pay.example/form?id=1'],
    ['  https://qr.nspk.ru/AS1000 ', 'https://qr.nspk.ru/AS1000'],
    ['/mock/provider/p-1', `${ORIGIN}/mock/provider/p-1`],
    [`${ORIGIN}/mock/provider/p-1`, `${ORIGIN}/mock/provider/p-1`],
  ])('follows %s', (raw, href) => {
    expect(safePaymentUrl(raw, ORIGIN)).toBe(href)
  })

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://pay.example/form',
    '//evil.example/pay',
    'http://localhost:5000/pay',
    'https://user:pass@pay.example/',
    'blob:https://pay.example/1',
    'ftp://pay.example',
    'http://[garbage',
  ])('refuses %s', (raw) => {
    expect(safePaymentUrl(raw, ORIGIN)).toBeNull()
  })
})
