import { useMutation } from '@tanstack/react-query'
import { isHTTPError } from '@/api/ky-errors'
import { useState } from 'react'
import { toast } from '@/ui/toast'
import { register, verifyRegistration, type RegisterRequest } from '@/api/auth'
import { normaliseCode } from '@/api/account-rules'
import { ACCOUNT_ERRORS, describeError } from '@/api/errors'
import { startSession } from '@/api/session'
import { Button } from '@/ui/button'
import { CodeInput } from '@/ui/code-input'
import { useCountdown } from './use-countdown'
import layout from '@/ui/layout.module.css'
import styles from './auth-forms.module.css'

// SPEC §9: the first code can be asked for again after 60 s, each next one after 30 s.
const FIRST_WAIT_S = 60
const NEXT_WAIT_S = 30
const WRONG_CODE = 'Неверный код'

type CodeStepProps = {
  request: RegisterRequest
  onBack: () => void
  onVerified: () => void
}

/** SPEC §4 registration code step: six boxes, auto-submit, resend after a countdown. */
export default function RegistrationCodeStep({ request, onBack, onVerified }: CodeStepProps) {
  const { left, restart } = useCountdown(FIRST_WAIT_S)
  const [attempt, setAttempt] = useState(0)
  const [error, setError] = useState<string>()

  const verify = useMutation({
    mutationFn: (code: string) => verifyRegistration({ email: request.email, code }),
    meta: { errorTexts: false },
    onSuccess: (answer) => {
      startSession(answer.token)
      toast.success(answer.message || 'Регистрация завершена')
      onVerified()
    },
    onError: (failure) => {
      // A refused code (400/401) is SPEC §8's 'Неверный код'; anything else says what happened.
      const refused = isHTTPError(failure) && [400, 401].includes(failure.response.status)
      const text = refused ? WRONG_CODE : describeError(failure, ACCOUNT_ERRORS)
      setError(text)
      toast.error(text)
      setAttempt((count) => count + 1) // fresh boxes for the next try
    },
  })

  const resend = useMutation({
    mutationFn: () => register(request),
    meta: { errorTexts: ACCOUNT_ERRORS },
    onSuccess: () => {
      restart(NEXT_WAIT_S)
      toast.success('Код отправлен повторно')
    },
  })

  return (
    <div className={layout.formColumn}>
      <p className={styles.muted}>
        Мы отправили код подтверждения на <strong className={styles.email}>{request.email}</strong>. Введите его, чтобы
        завершить регистрацию.
      </p>
      <CodeInput
        key={attempt}
        label="Код из письма"
        normalise={normaliseCode}
        focusOnMount
        disabled={verify.isPending}
        error={error}
        onChange={() => setError(undefined)}
        onComplete={(code) => verify.mutate(code)}
      />
      {verify.isPending && (
        <p role="status" className={styles.muted}>
          Проверяем код…
        </p>
      )}
      <Button
        variant="secondary"
        fullWidth
        disabled={left > 0}
        loading={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {left > 0 ? `Запросить код повторно через ${left}` : 'Запросить код повторно'}
      </Button>
      <Button variant="ghost" fullWidth onClick={onBack}>
        Изменить данные
      </Button>
    </div>
  )
}
