import { useState, type FormEvent } from 'react'
import { toast } from '@/ui/toast'
import * as v from 'valibot'
import { EMAIL_MESSAGES, emailSchema } from '@/api/text-rules'
import { Button } from '@/ui/button'
import { Field } from '@/ui/field'
import { Modal } from '@/ui/modal'
import layout from '@/ui/layout.module.css'
import styles from './profile.module.css'

// SPEC §2: the e-mail change is unfinished on the backend and simulated here, with no server call:
// a 4-digit code to the current address, the new address, a 4-digit code to the new address.
const NewEmailSchema = emailSchema(EMAIL_MESSAGES.emailChange)
const CODE_PATTERN = /^\d{4}$/
/** SPEC §5's text for an empty field of this dialog, letter for letter. */
const EMPTY_FIELD = 'Поля не должно быть пустыми'
type Step = 'old-code' | 'new-email' | 'new-code'

type Props = { open: boolean; onClose: () => void; currentEmail: string }

export function EmailChangeDialog({ open, onClose, currentEmail }: Props) {
  return (
    <Modal open={open} onClose={onClose} title="Смена почты">
      <EmailChangeSteps onDone={onClose} currentEmail={currentEmail} />
    </Modal>
  )
}

function EmailChangeSteps({ onDone, currentEmail }: { onDone: () => void; currentEmail: string }) {
  const [step, setStep] = useState<Step>('old-code')
  const [value, setValue] = useState('')
  const [newEmail, setNewEmail] = useState('')
  const [error, setError] = useState<string>()

  const next = (event: FormEvent) => {
    event.preventDefault()
    const input = value.trim()
    if (!input) return setError(EMPTY_FIELD)
    if (step === 'new-email') {
      const email = v.safeParse(NewEmailSchema, input)
      if (!email.success) return setError(email.issues[0].message)
      setNewEmail(email.output)
      setStep('new-code')
    } else if (!CODE_PATTERN.test(input)) {
      return setError('Введите 4 цифры из письма')
    } else if (step === 'old-code') {
      setStep('new-email')
    } else {
      toast.success('Почта обновлена')
      onDone()
      return
    }
    setValue('')
    setError(undefined)
  }

  const isCode = step !== 'new-email'
  const hint =
    step === 'old-code'
      ? `Подтвердите текущую почту ${currentEmail || ''}: введите код из письма`
      : step === 'new-code'
        ? `Подтвердите новую почту ${newEmail}: введите код из письма`
        : 'Укажите новый адрес электронной почты'
  return (
    <form className={layout.formColumn} noValidate onSubmit={next}>
      {/* The dialog must not pretend: nothing is sent and nothing changes on the server yet. */}
      <p className={styles.notice}>
        Смена почты работает в демонстрационном режиме: письма не отправляются, подойдёт любой код из 4 цифр.
      </p>
      <p className={styles.muted}>{hint}</p>
      <Field
        key={step}
        label={isCode ? 'Код из письма' : 'Новая почта'}
        type={isCode ? 'text' : 'email'}
        inputMode={isCode ? 'numeric' : 'email'}
        autoComplete={isCode ? 'one-time-code' : 'email'}
        maxLength={isCode ? 4 : 254}
        value={value}
        error={error}
        onChange={(event) => {
          setValue(isCode ? event.target.value.replace(/\D/g, '') : event.target.value)
          setError(undefined)
        }}
      />
      <Button type="submit" fullWidth>
        {step === 'new-code' ? 'Подтвердить' : 'Продолжить'}
      </Button>
    </form>
  )
}
