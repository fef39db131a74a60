import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { describeError } from '@/api/errors'
import { paymentQueries, type Payment } from '@/api/payments'
import { Button } from '@/ui/button'
import card from '@/ui/card.module.css'
import { ArrowLeftIcon } from '@/ui/icons'
import { SkeletonList } from '@/ui/skeleton'
import { formatDate, KIND_TITLES, paymentDetails, signedAmount, STATUS_TITLES } from './payment-labels'
import styles from './history.module.css'

/** /wallet/history: accruals and write-offs, newest first, with loading, empty and error states. */
export function PaymentHistoryScreen() {
  const history = useQuery(paymentQueries.history())
  return (
    <div className={styles.screen}>
      <Link to="/" className={styles.back}>
        <ArrowLeftIcon />
        На главную
      </Link>
      <h1 className={styles.title}>История начислений и списаний</h1>
      {history.isPending ? (
        <SkeletonList count={4} height={72} label="Загрузка истории" />
      ) : history.isError ? (
        <div className={card.state} role="alert">
          <p>{`Не удалось загрузить историю. ${describeError(history.error)}`}</p>
          <Button variant="secondary" onClick={() => void history.refetch()} loading={history.isFetching}>
            Повторить
          </Button>
        </div>
      ) : history.data.length === 0 ? (
        <div className={card.state}>
          <p>Операций пока нет. Здесь появятся пополнения, оплаты услуг и движение кэшбэка.</p>
        </div>
      ) : (
        <ul className={card.rows} aria-label="Операции">
          {history.data.map((payment) => (
            <HistoryItem key={payment.id} payment={payment} />
          ))}
        </ul>
      )}
    </div>
  )
}

function HistoryItem({ payment }: { payment: Payment }) {
  const amount = signedAmount(payment)
  return (
    <li className={styles.item}>
      <div className={styles.main}>
        <p className={styles.kind}>{KIND_TITLES[payment.type]}</p>
        <p className={styles.details}>
          <time dateTime={payment.createdAt}>{formatDate(payment.createdAt)}</time>
          {paymentDetails(payment) && ` · ${paymentDetails(payment)}`}
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
    </li>
  )
}
