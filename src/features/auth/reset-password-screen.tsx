import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/ui/button'
import { AuthCard } from './auth-card'
import { ResetEmailStep } from './reset-email-step'
import { ResetPasswordStep } from './reset-password-step'
import layout from '@/ui/layout.module.css'
import styles from './auth-forms.module.css'

type Step = { name: 'email' } | { name: 'password'; email: string } | { name: 'done' }

/** SPEC §2 three-step reset; each step's heading takes focus so a screen reader hears the change. */
export function ResetPasswordScreen() {
  const navigate = useNavigate()
  const [step, setStep] = useState<Step>({ name: 'email' })
  const [email, setEmail] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)

  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    heading.current?.focus()
  }, [step.name])

  return (
    <AuthCard>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {step.name === 'done' ? 'Пароль обновлен' : 'Обновление пароля'}
      </h1>
      {step.name === 'email' && (
        <ResetEmailStep
          initialEmail={email}
          onSent={(sentTo) => {
            setEmail(sentTo)
            setStep({ name: 'password', email: sentTo })
          }}
        />
      )}
      {step.name === 'password' && (
        <ResetPasswordStep
          email={step.email}
          onBack={() => setStep({ name: 'email' })}
          onDone={() => setStep({ name: 'done' })}
        />
      )}
      {step.name === 'done' && (
        <div className={layout.formColumn}>
          <p className={styles.muted}>Теперь войдите с новым паролем.</p>
          <Button fullWidth onClick={() => void navigate({ to: '/auth' })}>
            Готово
          </Button>
        </div>
      )}
    </AuthCard>
  )
}
