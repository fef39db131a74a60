import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { userQueries, type User } from '@/api/user'
import { Avatar } from '@/ui/avatar'
import card from '@/ui/card.module.css'
import { ClippedText } from '@/ui/clipped-text'
import { Skeleton } from '@/ui/skeleton'
import styles from './home.module.css'

function displayName(user: User) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.userName || 'Пользователь'
}

/** SPEC §2: the profile card, one link to /profile; a skeleton of it until the user is read (see HomeScreen). */
export function ProfileCard() {
  const { data: user } = useQuery(userQueries.shown())
  if (!user) return <Skeleton className={styles.profileSkeleton} />
  const name = displayName(user)
  return (
    <Link to="/profile" className={`${card.surface} ${styles.profile}`}>
      <Avatar url={user.avatarUrl} name={name} />
      <span className={styles.profileText}>
        <ClippedText className={styles.profileName} text={name} max={60} />
        <span className={styles.profileMeta}>
          <ClippedText text={`${user.userName ? `@${user.userName} · ` : ''}ID ${user.id}`} max={80} />
        </span>
      </span>
      <span className={styles.profileAction}>Профиль</span>
    </Link>
  )
}
