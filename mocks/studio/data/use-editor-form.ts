import { useState, type ChangeEvent, type FormEvent } from 'react'
import type { Checked, FieldErrors } from './editor-checks'

type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string

/**
 * The state of one editor form: values as typed, the Russian errors of the last check, and a short
 * status for the live region. `apply` runs only with values the app's schema accepted.
 */
export function useEditorForm<F extends Record<string, unknown>, T>(
  initial: () => F,
  check: (form: F) => Checked<T, Extract<keyof F, string>>,
  apply: (value: T, form: F) => void,
  done: string,
  /** Adding forms start empty again after a success; editing forms keep what was applied. */
  resetAfter = false,
) {
  const [form, setForm] = useState(initial)
  const [errors, setErrors] = useState<FieldErrors<Extract<keyof F, string>>>({})
  const [status, setStatus] = useState('')

  const set =
    <K extends keyof F>(field: K) =>
    (value: F[K]) => {
      setForm((old) => ({ ...old, [field]: value }))
      setStatus('')
    }

  /** What a text Field of this form takes: the typed value, its error and the change handler. */
  const input = <K extends TextKey<F>>(field: K) => ({
    value: form[field] as string,
    error: errors[field as Extract<keyof F, string>],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(field)(event.target.value as F[K]),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = check(form)
    if (!result.ok) {
      setErrors(result.errors)
      setStatus('Исправьте отмеченные поля')
      return
    }
    setErrors({})
    apply(result.value, form)
    if (resetAfter) setForm(initial())
    setStatus(done)
  }

  return { form, set, input, status, submit }
}
