import { useSyncExternalStore } from 'react'
import { db } from '../../../db'
import { customer, dataGeneration, dataVersion, subscribeDataVersion } from '../../data/editor-actions'
import { EditorGroup } from './editor-parts'
import { PaymentsSection } from './payments-section'
import { ServicesSection } from './services-section'
import { SessionsSection } from './sessions-section'
import { UserSection } from './user-section'
import styles from './data-editor.module.css'

/**
 * The panel's "Данные" section: the signed-in user's data in the active data set, edited with the
 * app's own schemas. Every applied change reaches the open page at once (see editor-actions.ts).
 */
export function DataEditor() {
  // The mock's state lives outside React; the version says when the studio changed it.
  const version = useSyncExternalStore(subscribeDataVersion, dataVersion)
  const user = customer()
  if (!user) {
    return <p className={styles.muted}>Войдите в приложение: редактор меняет данные того, кто вошёл.</p>
  }
  const count = (list: readonly { userId: number }[]) => list.filter((item) => item.userId === user.id).length
  return (
    <div className={styles.editor} key={`${user.id}-${dataGeneration()}`}>
      <p className={styles.muted}>
        Клиент: {user.email || user.userName} (id {user.id}). Изменения сразу видны на странице.
      </p>
      <EditorGroup title="Пользователь">
        <UserSection user={user} />
      </EditorGroup>
      <EditorGroup title="Услуги" count={count(db().services)}>
        <ServicesSection user={user} />
      </EditorGroup>
      <EditorGroup title="Сеансы" count={count(db().sessions)}>
        <SessionsSection user={user} />
      </EditorGroup>
      <EditorGroup title="Платежи" count={count(db().payments)}>
        <PaymentsSection user={user} version={version} />
      </EditorGroup>
    </div>
  )
}
