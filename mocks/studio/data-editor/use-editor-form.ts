import { useState, type FormEvent } from 'react'
import type { Checked, FieldErrors } from './editor-checks'

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

  return { form, set, errors, status, submit }
}
