import { useQuery } from '@tanstack/react-query'
import { useEffect, useState, type ReactNode } from 'react'
import { toast } from '@/ui/toast'
import { userQueries } from '@/api/user'
import { PasswordCodeDialog } from './password-code-dialog'
import { PasswordDoneDialog } from './password-done-dialog'
import { PasswordFormDialog } from './password-form-dialog'

export const NO_EMAIL = 'Почта не найдена'

type Step = { name: 'code' } | { name: 'form'; code: string } | { name: 'done' }

type Props = {
  onClose: () => void
  /** The success step's "Выйти на других устройствах" (from the devices feature); it closes the wizard when done. */
  signOutOthers: (close: () => void) => ReactNode
}

/**
 * SPEC §2 password change wizard once the customer has chosen to change it (the security section's
 * question, or "Это не я"): a code, then the password form, then the offer to sign out elsewhere.
 */
export function PasswordWizard({ onClose, signOutOthers }: Props) {
  const { data: user } = useQuery(userQueries.me())
  const [step, setStep] = useState<Step>({ name: 'code' })
  const viaGoogle = Boolean(user?.isTwoFactorEnabled)
  // Without Google 2FA the code goes to the e-mail; no address means no way to confirm (SPEC §8).
  const cannotConfirm = step.name === 'code' && !viaGoogle && !user?.email
  useEffect(() => {
    if (!cannotConfirm) return
    toast.error(NO_EMAIL)
    onClose()
  }, [cannotConfirm, onClose])

  switch (step.name) {
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
