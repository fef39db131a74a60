import { lazy, Suspense, type ReactNode, type Ref } from 'react'
import { importWhenOnline } from '@/lib/import-when-online'
import { MomentBar } from '../moments/moment-bar'
import { NoticesView } from './notices-view'
import { PanelSections } from './panel-sections'
import { RefreshStatus } from './refresh-status'
import { usePaused } from '../shared/use-studio'
import styles from './mock-panel.module.css'

// Calls held by a "Спросить меня" rule; their code loads with the first one, or once the signal is back.
const PausedCalls = lazy(() =>
  importWhenOnline(() => import('../rules/paused-calls')).then((m) => ({ default: m.PausedCalls })),
)

type Props = {
  panelId: string
  /** The toggle's words (scenario, rules, waiting calls): the same button that opened the panel closes it. */
  label: string
  headingId: string
  headingRef: Ref<HTMLHeadingElement>
  onClose: () => void
  /** Beside the close button: the phone sheet's "Опустить" / "Поднять". */
  actions?: ReactNode
  /** A lowered sheet shows its header, the notices, the moment and the waiting calls; the sections stay mounted. */
  lowered?: boolean
}

/** What the docked panel and the phone sheet both hold: the header, messages, waiting calls, sections. */
export function PanelBody({ panelId, label, headingId, headingRef, onClose, actions, lowered = false }: Props) {
  const waiting = usePaused().length > 0
  return (
    <>
      <div className={styles.header}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.title}>
          Мок-бэкенд
        </h2>
        {actions}
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={true}
          aria-controls={panelId}
          title="Свернуть панель мок-бэкенда"
          onClick={onClose}
        >
          {label}
          <span className={styles.collapse} aria-hidden="true" />
        </button>
      </div>
      <NoticesView />
      <MomentBar />
      {waiting && (
        <Suspense fallback={null}>
          <div className={styles.paused}>
            <PausedCalls />
          </div>
        </Suspense>
      )}
      <div className={styles.sections} hidden={lowered}>
        <PanelSections />
      </div>
      <RefreshStatus />
    </>
  )
}
