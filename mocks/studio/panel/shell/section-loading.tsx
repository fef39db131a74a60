import { useSyncExternalStore } from 'react'
import { Button } from '@/ui/button'
import { isNetworkSettled } from '@/lib/reconnect'
import type { PanelSection } from './sections'
import styles from '../kit/section.module.css'

// Sections whose code failed to arrive with the network up. Mostly that is a deploy that replaced
// the chunks this page names (their old files now answer 404): no retry brings those back, while the
// page loaded again names the new ones. Offline, or just after a reconnect, a failure is no news: the
// load waits for the signal (lib/import-when-online.ts) and the panel keeps saying it is loading.
const failedOnline = new Set<string>()
const listeners = new Set<() => void>()

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}

/** The section's load, remembering a failure that the network cannot explain. */
export function loadNoting(section: PanelSection): PanelSection['load'] {
  return () =>
    section.load().catch((error: unknown) => {
      if (isNetworkSettled() && !failedOnline.has(section.id)) {
        failedOnline.add(section.id)
        listeners.forEach((listener) => listener())
      }
      throw error
    })
}

/** What the panel shows while a section's code is on its way, and when it did not come. */
export function SectionLoading({ id }: { id: string }) {
  const failed = useSyncExternalStore(subscribe, () => failedOnline.has(id))
  if (!failed) return <p className={styles.muted}>Загрузка раздела…</p>
  return (
    <div className={styles.body}>
      <p className={styles.error} role="alert">
        Раздел не загрузился.
      </p>
      <p className={styles.muted}>
        Панель пробует ещё раз. Если портал обновился, раздел откроется после обновления страницы: правила и данные
        сохранятся.
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          Обновить страницу
        </Button>
      </div>
    </div>
  )
}
