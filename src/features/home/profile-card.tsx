import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { userQueries, type User } from '@/api/user'
import styles from './home.module.css'

/** PRODUCT.md §3: a user-provided avatar shows only from https, blob or this origin. */
function safeAvatar(url: string): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url, window.location.origin)
    const ok = parsed.protocol === 'https:' || parsed.protocol === 'blob:' || parsed.origin === window.location.origin
    return ok ? parsed.href : null
  } catch {
    return null
  }
}

function displayName(user: User) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.userName || 'Пользователь'
}

/** SPEC §2: the profile card, one link to /profile. */
export function ProfileCard() {
  const { data: user } = useSuspenseQuery(userQueries.me())
  const avatar = safeAvatar(user.avatarUrl)
  const name = displayName(user)
  return (
    <Link to="/profile" className={styles.profile}>
      {avatar ? (
        <img src={avatar} alt="" width={56} height={56} className={styles.avatar} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      <span className={styles.profileText}>
        <span className={styles.profileName}>{name}</span>
        <span className={styles.profileMeta}>
          {user.userName && `@${user.userName} · `}ID {user.id}
        </span>
      </span>
      <span className={styles.profileAction}>Профиль</span>
    </Link>
  )
}
