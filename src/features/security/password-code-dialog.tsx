import { useState } from 'react'
import { Button } from '@/ui/button'
import { CodeInput } from '@/ui/code-input'
import { Modal } from '@/ui/modal'
import layout from '@/ui/layout.module.css'
import styles from './security.module.css'

type Props = { viaGoogle: boolean; email: string; onClose: () => void; onCode: (code: string) => void }

const digitsOnly = (value: string) => value.replace(/\D/g, '')

/** Step 2 of the wizard: the e-mail code, or the authenticator code when Google 2FA is on. */
export function PasswordCodeDialog({ viaGoogle, email, onClose, onCode }: Props) {
  const [code, setCode] = useState('')
  const complete = code.length === 6
  return (
    <Modal open onClose={onClose} title="Подтверждение">
      <form
        className={layout.formColumn}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (complete) onCode(code)
        }}
      >
        <p className={styles.muted}>
          {viaGoogle ? 'Введите код из приложения Google Authenticator' : `Введите код, отправленный на ${email}`}
        </p>
        <CodeInput
          label={viaGoogle ? 'Код из приложения' : 'Код из письма'}
          inputMode="numeric"
          normalise={digitsOnly}
          focusOnMount
          onChange={setCode}
          onComplete={onCode}
        />
        <Button type="submit" fullWidth disabled={!complete}>
          Продолжить
        </Button>
      </form>
    </Modal>
  )
}
