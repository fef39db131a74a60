import type { ReactNode } from 'react'
import card from '@/ui/card.module.css'
import styles from './two-factor.module.css'

export type MethodStatus = 'unconnected' | 'connected' | 'unavailable'

const STATUS_TEXT: Record<MethodStatus, string> = {
  connected: 'Подключено',
  unconnected: 'Не подключено',
  unavailable: 'Недоступно',
}

type Props = { name: string; status: MethodStatus; mandatory?: boolean; children?: ReactNode }

/** One method of the list: its name, the status in words, and what can be done with it. */
export function MethodItem({ name, status, mandatory = false, children }: Props) {
  return (
    <li className={`${card.spread} ${styles.item}`} aria-label={name}>
      <div className={styles.method}>
        <span className={styles.name}>
          {name}
          {mandatory && <span className={styles.mandatory}>Обязательно</span>}
        </span>
        <span className={status === 'connected' ? `${styles.status} ${styles.connected}` : styles.status}>
          {STATUS_TEXT[status]}
        </span>
      </div>
      {children}
    </li>
  )
}
