import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { userQueries } from '@/api/user'
import { clip } from '@/ui/clipped-text'
import { Skeleton } from '@/ui/skeleton'
import { ProfileCard } from './profile-card'
import { PromoBanner } from './promo-banner'
import styles from './home.module.css'

// A first name longer than this is cut in the greeting (the profile card next to it carries the tooltip).
const GREETING_NAME_LIMIT = 40

type HomeScreenProps = {
  /** The wallet panel (balance, cashback, top-up). */
  wallet: ReactNode
  /** The user's active services. */
  activeServices: ReactNode
  /** The catalog of the provider's services. */
  catalog: ReactNode
}

/**
 * SPEC §2 home: greeting, profile card and promo banner, then the wallet, the active services and
 * the catalog, which come from their own features (the route puts them in). The app shows it once
 * the user is read (the layout's loader); before that, in the page painted from the HTML at build
 * time (src/prerender), the user's parts are skeletons around the promo banner.
 */
export function HomeScreen({ wallet, activeServices, catalog }: HomeScreenProps) {
  const { data: user } = useQuery(userQueries.shown())
  return (
    <div className={styles.home}>
      {user ? (
        <h1 className={styles.greeting}>
          {`Здравствуйте, ${clip(user.firstName || user.userName || 'друг', GREETING_NAME_LIMIT).text}!`}
        </h1>
      ) : (
        <Skeleton className={`${styles.greeting} ${styles.greetingSkeleton}`} />
      )}
      <div className={styles.top}>
        <ProfileCard />
        <PromoBanner />
      </div>
      {wallet}
      {activeServices}
      {catalog}
    </div>
  )
}
