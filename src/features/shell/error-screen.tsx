import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useCallback, useContext, useEffect } from 'react'
import { describeError, isConnectionFailure } from '@/api/errors'
import { isCodeLoadFailure } from '@/lib/code-load'
import { isOnline, onOnlineChange } from '@/lib/online'
import { reconnectFollowUpDelay } from '@/lib/reconnect'
import { ReportButton } from '@/features/report/report-button'
import { InShell } from './in-shell'
import styles from './status-screen.module.css'

/**
 * What a failed route or a render error shows instead of a white page: the reason and two ways out.
 * Inside the signed-in layout it fills the content area and the menus stay.
 */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorReset = useQueryErrorResetBoundary()
  const inShell = useContext(InShell)

  useEffect(() => {
    queryErrorReset.reset()
  }, [queryErrorReset])

  useEffect(() => {
    // A lost connection is no defect to report; the screen says what happened.
    if (!isConnectionFailure(error)) console.error(error)
  }, [error])

  const retry = useCallback(() => {
    // Code that did not arrive may never arrive in this document (lib/code-load.ts): online, the page
    // is loaded again. Nothing is lost by it: this screen already stands in for the one that failed.
    if (isCodeLoadFailure(error) && isOnline()) return window.location.reload()
    reset()
    void router.invalidate()
  }, [error, reset, router])

  // PRODUCT §3: the screen loads by itself once the connection is back, whoever is looking.
  useEffect(
    () =>
      onOnlineChange((online) => {
        if (online) retry()
      }),
    [retry],
  )

  // A load that found no connection just after the signal came back tries again a moment later.
  useEffect(() => {
    const delay = isConnectionFailure(error) ? reconnectFollowUpDelay() : undefined
    if (delay === undefined) return
    const timer = setTimeout(retry, delay)
    return () => clearTimeout(timer)
  }, [error, retry])

  const Area = inShell ? 'div' : 'main'
  return (
    <Area className={styles.screen}>
      <h1 className={styles.title}>Что-то пошло не так</h1>
      <p className={styles.text} role="alert">
        {describeError(error)}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.action} onClick={retry}>
          Повторить
        </button>
        <Link to="/" className={styles.secondary} reloadDocument>
          Вернуться на главную
        </Link>
      </div>
      <ReportButton />
    </Area>
  )
}
