import { useState, type ReactNode } from 'react'
import * as v from 'valibot'
import { GoogleCodeSchema } from '@/api/two-factor'
import { Button } from '@/ui/button'
import { Field } from '@/ui/field'
import layout from '@/ui/layout.module.css'

type Props = { submitLabel: string; pending: boolean; onSubmit: (code: string) => void; children?: ReactNode }

/** SPEC §5 Google code: digits only, 1–6; anything else is dropped as it is typed or pasted. */
export function GoogleCodeForm({ submitLabel, pending, onSubmit, children }: Props) {
  const [code, setCode] = useState('')
  const [error, setError] = useState<string>()
  return (
    <form
      className={layout.formColumn}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const result = v.safeParse(GoogleCodeSchema, code)
        if (!result.success) return setError(result.issues[0].message)
        setError(undefined)
        onSubmit(result.output)
      }}
    >
      {children}
      <Field
        label="Код из приложения"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={error}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, '').slice(0, 6))
          setError(undefined)
        }}
      />
      <Button type="submit" fullWidth loading={pending}>
        {submitLabel}
      </Button>
    </form>
  )
}
