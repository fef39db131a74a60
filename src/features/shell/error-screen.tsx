import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { describeError } from '@/api/errors'
import { ReportButton } from '@/features/report/report-button'
import styles from './status-screen.module.css'

/** What a failed route or a render error shows instead of a white page: the reason and two ways out. */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const queryErrorReset = useQueryErrorResetBoundary()

  useEffect(() => {
    queryErrorReset.reset()
  }, [queryErrorReset])

  useEffect(() => {
    console.error(error)
  }, [error])

  const retry = () => {
    reset()
    void router.invalidate()
  }

  return (
    <main className={styles.screen}>
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
    </main>
  )
}
