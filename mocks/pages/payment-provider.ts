import { methodTitle } from '@/features/wallet/payment-labels'
import { appPath, appUrl } from '@/lib/base-path'
import { db, save, type MockPayment } from '../db'
import { flushMockStorage } from '../storage'
import { MOCK_PROVIDER_PATH } from './paths'

// The simulated payment provider (PRODUCT.md §2): a plain DOM page, text only via textContent.
// Styles go through the CSSOM (element.style), which a CSP without 'unsafe-inline' still allows.

type Styles = Partial<Record<string, string>>

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, style: Styles = {}) {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  for (const [name, value] of Object.entries(style)) if (value) node.style.setProperty(name, value)
  return node
}

const money = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

const BUTTON: Styles = {
  'min-height': '44px',
  padding: '0 24px',
  'border-radius': '12px',
  border: '1px solid var(--border)',
  font: 'inherit',
  'font-weight': '600',
  cursor: 'pointer',
}

function findPayment(location: Location): MockPayment | undefined {
  const id = decodeURIComponent((appPath(location.pathname) ?? '').slice(MOCK_PROVIDER_PATH.length + 1))
  return db().payments.find((payment) => payment.id === id)
}

/** Marks the payment paid (crediting the balance) or failed, then goes back to the portal. */
async function settle(payment: MockPayment, paid: boolean) {
  payment.status = paid ? 'success' : 'failed'
  if (paid) {
    const user = db().users.find((candidate) => candidate.id === payment.userId)
    if (user) user.balance = Math.round((user.balance + payment.amount) * 100) / 100
  }
  save()
  await flushMockStorage()
  window.location.replace(appUrl(`/?payment=${paid ? 'success' : 'failed'}`).href)
}

export async function runPaymentProvider(location: Location) {
  document.title = 'Оплата — тестовая платёжная система'
  document.body.style.setProperty('padding', '0 16px')
  const main = el('main', undefined, {
    'max-width': '420px',
    margin: '10vh auto',
    padding: '32px 24px',
    display: 'flex',
    'flex-direction': 'column',
    gap: '16px',
    'border-radius': '18px',
    background: 'var(--surface)',
    border: '1px solid var(--border)',
  })
  main.append(el('p', 'Тестовая платёжная система', { color: 'var(--text-muted)', 'font-size': '14px' }))
  const payment = findPayment(location)
  if (!payment || payment.status !== 'pending') {
    const back = el('a', 'Вернуться в личный кабинет', { 'font-weight': '600' })
    back.href = appUrl('/wallet/history').href
    main.append(el('h1', 'Платёж не найден или уже обработан', { 'font-size': '22px' }), back)
    document.body.replaceChildren(main)
    return
  }
  const heading = el('h1', `К оплате ${money.format(payment.amount)}\u00a0₽`, { 'font-size': '24px' })
  const details = el('p', `${payment.description}. Способ: ${payment.method ? methodTitle(payment.method) : '—'}`, {
    color: 'var(--text-muted)',
  })
  const pay = el('button', 'Оплатить', {
    ...BUTTON,
    background: 'var(--accent)',
    color: 'var(--accent-contrast)',
    border: '0',
  })
  const cancel = el('button', 'Отменить', { ...BUTTON, background: 'var(--surface-2)', color: 'var(--text)' })
  const actions = el('div', undefined, { display: 'flex', gap: '12px', 'flex-wrap': 'wrap' })
  for (const [button, paid] of [
    [pay, true],
    [cancel, false],
  ] as const) {
    button.type = 'button'
    button.addEventListener('click', () => {
      pay.disabled = true
      cancel.disabled = true
      void settle(payment, paid)
    })
    actions.append(button)
  }
  main.append(heading, details, actions)
  document.body.replaceChildren(main)
  pay.focus()
}
