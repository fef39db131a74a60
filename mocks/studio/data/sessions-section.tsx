import { Button } from '@/ui/button'
import { Field } from '@/ui/field'
import { db, type MockUser } from '../../db'
import { addSession, appSession, markCurrent, removeSession } from './editor-actions'
import { FormStatus } from './editor-parts'
import { checkSession, sessionForm } from './session-check'
import { useEditorForm } from './use-editor-form'
import styles from './data-editor.module.css'

function formatTime(iso: string) {
  const time = new Date(iso)
  return Number.isNaN(time.getTime()) ? 'время неизвестно' : time.toLocaleString('ru-RU')
}

function AddSession({ user }: { user: MockUser }) {
  const { input, status, submit } = useEditorForm(
    sessionForm,
    (values) => checkSession(values, user.id),
    addSession,
    'Сеанс добавлен',
    true,
  )
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Новый сеанс">
      <Field label="User-agent" {...input('userAgent')} />
      <div className={styles.pair}>
        <Field label="IP-адрес" hint="Пусто — без IP" {...input('ip')} />
        <Field label="Последняя активность" type="datetime-local" {...input('lastActivity')} />
      </div>
      <Button type="submit">Добавить сеанс</Button>
      <FormStatus text={status} />
    </form>
  )
}

/**
 * The user's sessions. "Current" is the session whose token the open app uses; making another one
 * current hands it that token, so the devices screen marks it "this device" and nobody is signed out.
 */
export function SessionsSection({ user }: { user: MockUser }) {
  const current = appSession()
  const sessions = db()
    .sessions.filter((session) => session.userId === user.id)
    .sort((a, b) => Number(b === current) - Number(a === current))
  return (
    <>
      <ul className={styles.list} aria-label="Сеансы">
        {sessions.map((session) => (
          <li key={session.id} className={styles.item}>
            <span className={styles.itemText}>{session.userAgent || 'Без user-agent'}</span>
            <span className={styles.muted}>
              {session.ipAddress ?? 'IP не указан'} · {formatTime(session.lastActivity)}
            </span>
            <div className={styles.itemHead}>
              {session === current ? (
                <span className={styles.badge}>Текущий: этим сеансом вошло приложение</span>
              ) : (
                <>
                  <button type="button" className={styles.rowButton} onClick={() => markCurrent(session.id)}>
                    Сделать текущим
                  </button>
                  <button
                    type="button"
                    className={styles.rowButton}
                    data-danger="true"
                    onClick={() => removeSession(session.id)}
                  >
                    Удалить
                  </button>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
      <AddSession user={user} />
    </>
  )
}
