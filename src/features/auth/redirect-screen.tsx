import { useEffect } from 'react'
import { pageExit } from '@/ui/page-exit'
import styles from './auth-forms.module.css'

// SPEC §9: the 'Redirecting you to' screen shows for 500 ms before the browser leaves.
export const REDIRECT_DELAY_MS = 500

/** The hand-off screen: names the host the token is about to go to, then replaces the page. */
export function RedirectScreen({ url, host }: { url: string; host: string }) {
  useEffect(() => {
    // Counted from the frame that paints the screen (the effect runs before it), so that the screen is
    // on view for the whole delay.
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => pageExit.replace(url), REDIRECT_DELAY_MS)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [url])
  return (
    <div role="status" className={styles.centered}>
      <span className={styles.spinner} aria-hidden="true" />
      <h1 className={styles.title}>Перенаправляем вас на {host}</h1>
    </div>
  )
}
