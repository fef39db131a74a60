import { useSuspenseQuery } from '@tanstack/react-query'
import { userQueries } from '@/api/user'
import { ActiveServices } from '@/features/services/active-services'
import { ServicesList } from '@/features/services/services-list'
import { usePaymentReturn, type PaymentOutcome } from '@/features/wallet/payment-return'
import { WalletPanel } from '@/features/wallet/wallet-panel'
import { ProfileCard } from './profile-card'
import { PromoBanner } from './promo-banner'
import styles from './home.module.css'

/** SPEC §2 home: profile card, wallet panel, active services, the Services list and the promo banner. */
export function HomeScreen({ payment }: { payment?: PaymentOutcome | undefined }) {
  const { data: user } = useSuspenseQuery(userQueries.me())
  usePaymentReturn(payment)
  return (
    <div className={styles.home}>
      <h1 className={styles.greeting}>{`Здравствуйте, ${user.firstName || user.userName || 'друг'}!`}</h1>
      <div className={styles.top}>
        <ProfileCard />
        <PromoBanner />
      </div>
      <WalletPanel />
      <ActiveServices />
      <ServicesList />
    </div>
  )
}
