import { useCallback, useId, useState, type ReactNode } from 'react'
import { Button } from '@/ui/button'
import card from '@/ui/card.module.css'
import { PasswordWizard } from './password-wizard'
import styles from './security.module.css'

type Props = { signOutOthers: (close: () => void) => ReactNode }

/** SPEC §2 Security: the password change wizard, opened with "Сменить пароль". */
export function SecuritySection({ signOutOthers }: Props) {
  const titleId = useId()
  const [changing, setChanging] = useState(false)
  const close = useCallback(() => setChanging(false), [])
  return (
    <section className={`${card.section} ${styles.card}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={card.title}>
        Безопасность
      </h2>
      <p className={styles.muted}>Пароль защищает вход в личный кабинет.</p>
      <Button variant="secondary" onClick={() => setChanging(true)}>
        Сменить пароль
      </Button>
      {changing && <PasswordWizard start="confirm" onClose={close} signOutOthers={signOutOthers} />}
    </section>
  )
}
