import { createFormHook, createFormHookContexts } from '@tanstack/react-form'
import type { ComponentProps, ReactNode } from 'react'
import { Button } from './button'
import { Field } from './field'
import { firstError } from './form-errors'
import { PasswordInput } from './password-input'
import { FieldError } from './field-error'
import styles from './app-form.module.css'

// Shared field components for TanStack Form (STYLE.md 'Forms'): every form repeats a text field
// (an e-mail, a code), a password field and a checkbox, each wiring value, blur, change and the first error.

const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
/** For a field component of another kit (the studio's multi-line text), inside an AppField. */
export { useFieldContext }

type InputProps = Omit<ComponentProps<typeof Field>, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & {
  /** Rewrites what was typed before it is stored (e.g. drop spaces). */
  clean?: (value: string) => string
  /** Typed exactly as it is (addresses, logins, nicknames): no auto-capitalisation, no spell check. */
  verbatim?: boolean
}

/** Errors show once the field was edited or a submit was tried, not while the form is untouched. */
export function useShownError() {
  const field = useFieldContext<unknown>()
  const attempted = field.form.state.submissionAttempts > 0
  return field.state.meta.isTouched || attempted ? firstError(field.state.meta.errors) : undefined
}

/** The wiring a text-like input needs from its field: value, blur, change and the shown error. */
function useTextField(clean?: (value: string) => string) {
  const field = useFieldContext<string>()
  return {
    name: field.name,
    value: field.state.value,
    onBlur: field.handleBlur,
    onChange: (event: { target: { value: string } }) =>
      field.handleChange(clean ? clean(event.target.value) : event.target.value),
    error: useShownError(),
  }
}

function TextField({ clean, verbatim = false, ...props }: InputProps) {
  const typedAsIs = verbatim ? ({ autoCapitalize: 'none', spellCheck: false } as const) : {}
  return <Field {...typedAsIs} {...props} {...useTextField(clean)} />
}

/** AppField's render function for a text field that needs only its props: `{textField({ label: 'Сумма' })}`. */
export function textField(props: InputProps) {
  return function TextFieldOf(field: { TextField: typeof TextField }) {
    return <field.TextField {...props} />
  }
}

function EmailField(props: InputProps) {
  return <TextField type="email" autoComplete="email" verbatim {...props} />
}

/** A code from an e-mail or an authenticator app: the numeric keyboard and the browser's one-time-code fill. */
function CodeField(props: InputProps) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" {...props} />
}

function PasswordField(
  props: Omit<ComponentProps<typeof PasswordInput>, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'>,
) {
  return <PasswordInput {...props} {...useTextField()} />
}

function CheckboxField({ children }: { children: ReactNode }) {
  const field = useFieldContext<boolean>()
  const error = useShownError()
  const errorId = `${field.name}-error`
  return (
    <div className={styles.checkbox}>
      <label className={styles.checkboxLabel}>
        <input
          type="checkbox"
          name={field.name}
          checked={field.state.value}
          onBlur={field.handleBlur}
          onChange={(event) => field.handleChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{children}</span>
      </label>
      <FieldError id={errorId} message={error} />
    </div>
  )
}

/**
 * The <form> element: the browser's own validation bubbles stay off (our messages show under the
 * fields, SPEC §5) and submitting goes through TanStack Form's validators. A `label` names the form
 * where a screen holds several (it then is a landmark).
 */
function Form({ className, label, children }: { className?: string | undefined; label?: string; children: ReactNode }) {
  const form = useFormContext()
  return (
    <form
      className={className}
      aria-label={label}
      noValidate
      // Only a page painted from the HTML, sent with scripts off, uses it: a POST keeps what was
      // typed (a password) out of the address, the history and the server's logs.
      method="post"
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      {children}
    </form>
  )
}

/** The submit button: busy while the form submits; `disabled` adds the form's own conditions. */
function SubmitButton({ children, disabled = false }: { children: ReactNode; disabled?: boolean }) {
  const form = useFormContext()
  return (
    <form.Subscribe selector={(state) => state.isSubmitting}>
      {(isSubmitting) => (
        <Button type="submit" fullWidth loading={isSubmitting} disabled={disabled}>
          {children}
        </Button>
      )}
    </form.Subscribe>
  )
}

export const { useAppForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, EmailField, CodeField, PasswordField, CheckboxField },
  formComponents: { Form, SubmitButton },
})
