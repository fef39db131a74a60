import { textField } from '@/ui/app-form'
import { db, type MockUser } from '../../../db'
import { addSession, appSession, markCurrent, removeSession } from '../../data/editor-actions'
import { EditorForm } from './editor-parts'
import { useAddForm } from './data-form'
import { SessionFormSchema, sessionOf, sessionValues } from '../../data/session-form'
import styles from './data-editor.module.css'

function formatTime(iso: string) {
  const time = new Date(iso)
  return Number.isNaN(time.getTime()) ? 'время неизвестно' : time.toLocaleString('ru-RU')
}

function AddSession({ user }: { user: MockUser }) {
  const { form, status } = useAddForm(SessionFormSchema, sessionValues(), 'Сеанс добавлен', (values) =>
    addSession(sessionOf(values, user.id)),
  )
  return (
    <EditorForm form={form} status={status} submit="Добавить сеанс" label="Новый сеанс">
      <form.AppField name="userAgent">{textField({ label: 'User-agent' })}</form.AppField>
      <div className={styles.pair}>
        <form.AppField name="ipAddress">{textField({ label: 'IP-адрес', hint: 'Пусто — без IP' })}</form.AppField>
        <form.AppField name="lastActivity">
          {textField({ label: 'Последняя активность', type: 'datetime-local' })}
        </form.AppField>
      </div>
    </EditorForm>
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
