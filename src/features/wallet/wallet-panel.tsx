import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { monthlyTotal, serviceQueries } from '@/api/services'
import { userQueries } from '@/api/user'
import { Button } from '@/ui/button'
import card from '@/ui/card.module.css'
import { IconButton } from '@/ui/icon-button'
import { InfoIcon } from '@/ui/icons'
import { Skeleton } from '@/ui/skeleton'
import { balanceForecast } from './forecast'
import { BalanceForecast } from './balance-forecast'
import { CashbackDialog, OverdraftDialog } from './info-dialogs'
import { formatPoints, formatRubles } from '@/ui/format'
import { TopUpModal } from './top-up-modal'
import styles from './wallet.module.css'

type Dialog = 'cashback' | 'overdraft' | 'top-up' | null

const cardClass = `${card.surface} ${styles.card}`

/**
 * SPEC §2 wallet panel: balance, cashback and overdraft cards and the top-up button. The amounts are
 * skeletons until the user is read, as in the home painted from the HTML (see HomeScreen).
 */
export function WalletPanel() {
  const { data: user } = useQuery(userQueries.shown())
  const services = useQuery(serviceQueries.list())
  const [dialog, setDialog] = useState<Dialog>(null)
  const close = () => setDialog(null)
  const forecast =
    user && services.data ? balanceForecast(user.balance, user.balanceStars, monthlyTotal(services.data.items)) : null
  const amountPending = <Skeleton className={`${styles.amount} ${styles.amountSkeleton}`} />

  return (
    <section aria-labelledby="wallet-title" className={styles.panel}>
      <div className={`${card.sectionHead} ${styles.panelHeader}`}>
        <h2 id="wallet-title" className={styles.panelTitle}>
          Кошелёк
        </h2>
        <Button onClick={() => setDialog('top-up')}>Пополнить баланс</Button>
      </div>
      <div className={styles.cards}>
        <article className={cardClass} aria-labelledby="wallet-balance">
          <h3 id="wallet-balance" className={styles.cardTitle}>
            Баланс
          </h3>
          {user ? <p className={styles.amount}>{formatRubles(user.balance)}</p> : amountPending}
          {(services.isPending || !user) && <ForecastPlaceholder />}
          {forecast && <BalanceForecast forecast={forecast} onTopUp={() => setDialog('top-up')} />}
          <Link to="/wallet/history" className={styles.historyLink}>
            История операций
          </Link>
        </article>
        <article className={cardClass} aria-labelledby="wallet-cashback">
          <div className={styles.cardHead}>
            <h3 id="wallet-cashback" className={styles.cardTitle}>
              Кэшбэк
            </h3>
            <IconButton label="Что такое кэшбэк" className={styles.info} onClick={() => setDialog('cashback')}>
              <InfoIcon />
            </IconButton>
          </div>
          {user ? (
            <p className={styles.amount}>
              {formatPoints(user.balanceStars)} <span className={styles.unit}>баллов</span>
            </p>
          ) : (
            amountPending
          )}
          <p className={styles.note}>1 балл = 1 рубль</p>
        </article>
        <article className={cardClass} aria-labelledby="wallet-overdraft">
          <div className={styles.cardHead}>
            <h3 id="wallet-overdraft" className={styles.cardTitle}>
              Овердрафт
            </h3>
            <IconButton label="Об овердрафте" className={styles.info} onClick={() => setDialog('overdraft')}>
              <InfoIcon />
            </IconButton>
          </div>
          <p className={`${card.pill} ${card.warning} ${styles.soon}`}>Скоро</p>
          <p className={styles.note}>Пока недоступен</p>
        </article>
      </div>
      <CashbackDialog open={dialog === 'cashback'} onClose={close} />
      <OverdraftDialog open={dialog === 'overdraft'} onClose={close} />
      <TopUpModal open={dialog === 'top-up'} onClose={close} />
    </section>
  )
}

/**
 * The forecast needs the services. While they load, a typical forecast is laid out invisibly under a
 * skeleton bar, so the space it takes (one or two lines, by width) is held and nothing below jumps.
 */
function ForecastPlaceholder() {
  return (
    <div aria-hidden="true" data-skeleton="" className={styles.forecastPending}>
      <BalanceForecast forecast={{ days: 30, low: false }} onTopUp={() => {}} />
    </div>
  )
}
