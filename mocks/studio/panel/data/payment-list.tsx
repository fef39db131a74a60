import { useRef } from 'react'
import { KIND_TITLES, STATUS_TITLES } from '@/features/wallet/payment-labels'
import { formatRubles } from '@/ui/format'
import { WindowedList } from '@/ui/windowed-list'
import type { MockPayment } from '../../../db'
import styles from './data-editor.module.css'

const ROW_HEIGHT = 56

function formatDate(iso: string) {
  const time = new Date(iso)
  return Number.isNaN(time.getTime()) ? 'без даты' : time.toLocaleDateString('ru-RU')
}

/**
 * The payments, windowed past a few dozen: only the rows in view are in the DOM, so a customer with
 * tens of thousands of payments keeps the panel responsive. Each row is a list item that knows its
 * place in the set.
 */
export function PaymentList({
  payments,
  onRemove,
}: {
  payments: readonly MockPayment[]
  onRemove: (id: string) => void
}) {
  const scroller = useRef<HTMLDivElement>(null)
  return (
    // The scroller is focusable so the list can be scrolled from the keyboard.
    <div
      ref={scroller}
      className={styles.scroller}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={`Платежи: ${payments.length}`}
    >
      <WindowedList
        items={payments}
        className={styles.virtualList}
        itemClassName={() => styles.virtualRow}
        getKey={(payment) => payment.id}
        estimateSize={ROW_HEIGHT}
        scrollElement={() => scroller.current}
        renderItem={(payment) => <PaymentRow payment={payment} onRemove={onRemove} />}
      />
    </div>
  )
}

function PaymentRow({ payment, onRemove }: { payment: MockPayment; onRemove: (id: string) => void }) {
  const date = formatDate(payment.createdAt)
  return (
    <>
      <span className={styles.itemText}>
        <strong>
          {date} · {formatRubles(payment.amount)}
        </strong>
        <span className={styles.muted}>
          {KIND_TITLES[payment.type]} · {STATUS_TITLES[payment.status]}
        </span>
      </span>
      <button
        type="button"
        className={styles.rowButton}
        data-danger="true"
        aria-label={`Удалить платёж от ${date} на ${formatRubles(payment.amount)}`}
        onClick={() => onRemove(payment.id)}
      >
        Удалить
      </button>
    </>
  )
}
