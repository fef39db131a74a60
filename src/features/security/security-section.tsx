import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { toast } from '@/ui/toast'
import { userQueries } from '@/api/user'
import { Button } from '@/ui/button'
import card from '@/ui/card.module.css'
import { Modal } from '@/ui/modal'
import { PasswordCodeDialog } from './password-code-dialog'
import { PasswordFormDialog } from './password-form-dialog'
import layout from '@/ui/layout.module.css'
import styles from './security.module.css'

export const NO_EMAIL = 'Почта не найдена'

type Step = { name: 'idle' } | { name: 'confirm' } | { name: 'code' } | { name: 'form'; code: string }

/** SPEC §2 Security: the password change wizard — confirm, then a code, then the password form. */
export function SecuritySection() {
  const titleId = useId()
  const { data: user } = useQuery(userQueries.me())
  const [step, setStep] = useState<Step>({ name: 'idle' })
  const close = () => setStep({ name: 'idle' })
  const viaGoogle = Boolean(user?.isTwoFactorEnabled)

  const confirm = () => {
    // Without Google 2FA the code goes to the e-mail; no address means no way to confirm (SPEC §8).
    if (!viaGoogle && !user?.email) {
      toast.error(NO_EMAIL)
      close()
      return
    }
    setStep({ name: 'code' })
  }

  return (
    <section className={`${card.section} ${styles.card}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={card.title}>
        Безопасность
      </h2>
      <p className={styles.muted}>Пароль защищает вход в личный кабинет.</p>
      <Button variant="secondary" onClick={() => setStep({ name: 'confirm' })}>
        Сменить пароль
      </Button>

      <Modal open={step.name === 'confirm'} onClose={close} title="Смена пароля">
        <div className={layout.formColumn}>
          <p>Вы действительно хотите сменить пароль?</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close}>
              Нет
            </Button>
            <Button onClick={confirm}>Да</Button>
          </div>
        </div>
      </Modal>
      {step.name === 'code' && (
        <PasswordCodeDialog
          viaGoogle={viaGoogle}
          email={user?.email ?? ''}
          onClose={close}
          onCode={(code) => setStep({ name: 'form', code })}
        />
      )}
      {step.name === 'form' && (
        <PasswordFormDialog code={step.code} onClose={close} onWrongCode={() => setStep({ name: 'code' })} />
      )}
    </section>
  )
}
