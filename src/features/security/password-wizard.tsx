import { useQuery } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { toast } from '@/ui/toast'
import { userQueries } from '@/api/user'
import { Button } from '@/ui/button'
import { Modal } from '@/ui/modal'
import { PasswordCodeDialog } from './password-code-dialog'
import { PasswordDoneDialog } from './password-done-dialog'
import { PasswordFormDialog } from './password-form-dialog'
import layout from '@/ui/layout.module.css'
import styles from './security.module.css'

export const NO_EMAIL = 'Почта не найдена'

type Step = { name: 'confirm' } | { name: 'code' } | { name: 'form'; code: string } | { name: 'done' }

type Props = {
  /** 'code' skips the question when the customer has already chosen to change the password ("Это не я"). */
  start: 'confirm' | 'code'
  onClose: () => void
  /** The success step's "Выйти на других устройствах" (from the devices feature); it closes the wizard when done. */
  signOutOthers: (close: () => void) => ReactNode
}

/** SPEC §2 password change wizard: confirm, then a code, then the password form, then the offer to sign out elsewhere. */
export function PasswordWizard({ start, onClose, signOutOthers }: Props) {
  const { data: user } = useQuery(userQueries.me())
  const [step, setStep] = useState<Step>(start === 'code' ? { name: 'code' } : { name: 'confirm' })
  const viaGoogle = Boolean(user?.isTwoFactorEnabled)
  // Without Google 2FA the code goes to the e-mail; no address means no way to confirm (SPEC §8).
  const cannotConfirm = step.name === 'code' && !viaGoogle && !user?.email
  useEffect(() => {
    if (!cannotConfirm) return
    toast.error(NO_EMAIL)
    onClose()
  }, [cannotConfirm, onClose])

  switch (step.name) {
    case 'confirm':
      return (
        <Modal open onClose={onClose} title="Смена пароля">
          <div className={layout.formColumn}>
            <p>Вы действительно хотите сменить пароль?</p>
            <div className={styles.actions}>
              <Button variant="secondary" onClick={onClose}>
                Нет
              </Button>
              <Button onClick={() => setStep({ name: 'code' })}>Да</Button>
            </div>
          </div>
        </Modal>
      )
    case 'code':
      return cannotConfirm ? null : (
        <PasswordCodeDialog
          viaGoogle={viaGoogle}
          email={user?.email ?? ''}
          onClose={onClose}
          onCode={(code) => setStep({ name: 'form', code })}
        />
      )
    case 'form':
      return (
        <PasswordFormDialog
          code={step.code}
          onClose={onClose}
          onChanged={() => setStep({ name: 'done' })}
          onWrongCode={() => setStep({ name: 'code' })}
        />
      )
    case 'done':
      return <PasswordDoneDialog onClose={onClose} signOutOthers={signOutOthers(onClose)} />
  }
}
