import section from '../kit/section.module.css'
import { usePaused } from '../shared/use-studio'
import { PausedCallView } from './paused-call'
import styles from './paused.module.css'

/** The calls a "Спросить меня" rule holds, oldest first; shown above every section while any waits. */
export function PausedCalls() {
  const paused = usePaused()
  if (paused.length === 0) return null
  return (
    <section className={styles.list} aria-label="Вызовы ждут ответа">
      <p className={section.status}>Вызовы ждут вашего ответа ({paused.length}). Приложение тем временем работает.</p>
      {paused.map((call, index) => (
        <PausedCallView key={call.id} call={call} index={index} />
      ))}
    </section>
  )
}
