import { Suspense, useCallback, useId, useState, type ReactNode } from 'react'
import { Button } from '@/ui/button'
import card from '@/ui/card.module.css'
import { Modal } from '@/ui/modal'
import layout from '@/ui/layout.module.css'
import { LazyPasswordWizard, loadPasswordWizard } from './lazy-password-wizard'
import styles from './security.module.css'

type Props = { signOutOthers: (close: () => void) => ReactNode }
type Step = 'idle' | 'confirm' | 'wizard'

/** SPEC §2 Security: "Сменить пароль" asks first, then the password change wizard. */
export function SecuritySection({ signOutOthers }: Props) {
  const titleId = useId()
  const [step, setStep] = useState<Step>('idle')
  const close = useCallback(() => setStep('idle'), [])
  return (
    <section className={`${card.section} ${styles.card}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={card.title}>
        Безопасность
      </h2>
      <p className={styles.muted}>Пароль защищает вход в личный кабинет.</p>
      <Button
        variant="secondary"
        onClick={() => {
          // Its steps load while the question is on screen.
          loadPasswordWizard().catch(() => undefined)
          setStep('confirm')
        }}
      >
        Сменить пароль
      </Button>
      <Modal open={step === 'confirm'} onClose={close} title="Смена пароля">
        <div className={layout.formColumn}>
          <p>Вы действительно хотите сменить пароль?</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close}>
              Нет
            </Button>
            <Button onClick={() => setStep('wizard')}>Да</Button>
          </div>
        </div>
      </Modal>
      {step === 'wizard' && (
        <Suspense>
          <LazyPasswordWizard onClose={close} signOutOthers={signOutOthers} />
        </Suspense>
      )}
    </section>
  )
}
