import { useSyncExternalStore } from 'react'
import { dismissNotice, getNotices, subscribeNotices } from '../../core/notices'
import styles from './notices.module.css'
import panelStyles from './mock-panel.module.css'

/** The mock's messages to support (a restarted worker, a link that could not open), above the button. */
export function NoticesView() {
  const notices = useSyncExternalStore(subscribeNotices, getNotices)
  return (
    <div role="status" className={styles.notices}>
      {notices.map((notice) => (
        <p key={notice.id} className={styles.notice} data-tone={notice.tone}>
          <span>{notice.text}</span>
          <button
            type="button"
            className={panelStyles.close}
            onClick={() => dismissNotice(notice.id)}
            aria-label="Скрыть сообщение"
          >
            <span aria-hidden="true">×</span>
          </button>
        </p>
      ))}
    </div>
  )
}
