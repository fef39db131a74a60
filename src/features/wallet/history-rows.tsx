import type { Payment } from '@/api/payments'
import { ClippedText } from '@/ui/clipped-text'
import { copyText } from '@/ui/copy-text'
import { formatRubles } from '@/ui/format'
import { IconButton } from '@/ui/icon-button'
import { CopyIcon } from '@/ui/icons'
import type { MonthGroup, MonthTotals } from './history-groups'
import {
  formatDate,
  formatPointsLabel,
  KIND_TITLES,
  paymentDetails,
  paymentText,
  signedAmount,
  STATUS_TITLES,
} from './payment-labels'
import styles from './history.module.css'

/** A month's heading with what came in and went out (failed operations are not counted). */
export function MonthHeading({ group }: { group: MonthGroup }) {
  return (
    <div className={styles.month}>
      <h2 className={styles.monthTitle}>{group.title}</h2>
      <TotalsList totals={group.totals} />
    </div>
  )
}

/** Money and points in and out, each with its direction's sign. */
export function TotalsList({ totals }: { totals: MonthTotals }) {
  const { rublesIn, rublesOut, pointsIn, pointsOut } = totals
  return (
    <dl className={styles.totals}>
      <Total label="Зачислено" value={rublesIn} format={formatRubles} incoming />
      <Total label="Списано" value={rublesOut} format={formatRubles} />
      <Total label="Баллы начислены" value={pointsIn} format={formatPointsLabel} incoming />
      <Total label="Баллы списаны" value={pointsOut} format={formatPointsLabel} />
    </dl>
  )
}

type TotalProps = { label: string; value: number; format: (value: number) => string; incoming?: boolean }

/** A sum with its direction's sign; nothing moved reads as a plain zero. */
function Total({ label, value, format, incoming = false }: TotalProps) {
  const sign = value === 0 ? '' : incoming ? '+' : '\u2212'
  return (
    <div className={styles.total}>
      <dt>{label}</dt>
      <dd data-incoming={(incoming && value !== 0) || undefined}>{`${sign}${format(value)}`}</dd>
    </div>
  )
}

const COPY_TEXTS = { done: 'Операция скопирована', failed: 'Не удалось скопировать операцию' }

/** A payment's description is server text: shown at this many characters, more in its tooltip. */
const DETAILS_LENGTH = 160

export function PaymentItem({ payment }: { payment: Payment }) {
  const amount = signedAmount(payment)
  const details = paymentDetails(payment)
  return (
    <div className={styles.item}>
      <div className={styles.main}>
        <p className={styles.kind}>{KIND_TITLES[payment.type]}</p>
        <p className={styles.details}>
          <time dateTime={payment.createdAt}>{formatDate(payment.createdAt)}</time>
          {details && (
            <>
              {' · '}
              <ClippedText text={details} max={DETAILS_LENGTH} />
            </>
          )}
        </p>
      </div>
      <div className={styles.side}>
        <p className={styles.amount} data-incoming={amount.incoming || undefined} data-status={payment.status}>
          {amount.text}
        </p>
        <p className={styles.status} data-status={payment.status}>
          {STATUS_TITLES[payment.status]}
        </p>
      </div>
      <IconButton
        label={`Скопировать: ${KIND_TITLES[payment.type]}, ${formatDate(payment.createdAt)}`}
        className={styles.copy}
        onClick={() => void copyText(paymentText(payment), COPY_TEXTS)}
      >
        <CopyIcon />
      </IconButton>
    </div>
  )
}
