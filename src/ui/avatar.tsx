import { useState } from 'react'
import styles from './avatar.module.css'

/** PRODUCT.md §3: a user-provided picture shows only from https, blob or this origin. */
export function safeImageUrl(url: string): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url, window.location.origin)
    const ok = parsed.protocol === 'https:' || parsed.protocol === 'blob:' || parsed.origin === window.location.origin
    return ok ? parsed.href : null
  } catch {
    return null
  }
}

/** The user's picture, or the first letter of their name when there is none (or it fails to load). */
export function Avatar({ url, name, size = 56 }: { url: string; name: string; size?: 56 | 96 }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const safe = safeImageUrl(url)
  const className = [styles.avatar, size === 96 ? styles.large : ''].join(' ')
  if (safe && failedUrl !== safe) {
    return <img src={safe} alt="" width={size} height={size} className={className} onError={() => setFailedUrl(safe)} />
  }
  return (
    <span className={className} aria-hidden="true">
      {name.charAt(0).toUpperCase() || '?'}
    </span>
  )
}
