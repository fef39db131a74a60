import { useFieldContext, useShownError } from '@/ui/app-form'
import { FieldError } from '@/ui/field-error'
import { Labeled, LabeledSelect } from './labeled-controls'
import styles from './controls.module.css'

// Fields the app's form kit has no component for, in the panel's look: a select of [value, text]
// options and a multi-line text (JSON, an answer's body).

/** What a studio form says once, beside the messages under its fields, when a submit was refused. */
export const FIX_MARKED_FIELDS = 'Исправьте отмеченные поля'

type SelectField<T> = { state: { value: T }; handleChange: (value: T) => void }

/** A form.Field render function for a select: `<form.Field name="kind">{selectField('Ответ', KINDS)}</form.Field>`. */
export function selectField<T extends string | number>(label: string, options: readonly (readonly [T, string])[]) {
  return function SelectOf(field: SelectField<T>) {
    return <LabeledSelect label={label} value={field.state.value} options={options} onChange={field.handleChange} />
  }
}

type TextAreaProps = {
  label: string
  rows: number
  className?: string
  /** The id of a live note about the text (an own answer's checks), read after the error. */
  describedBy?: string
}

/** Text over several lines, inside an AppField, its error under it as the kit's text fields show theirs. */
export function TextAreaField({ label, rows, className, describedBy }: TextAreaProps) {
  const field = useFieldContext<string>()
  const error = useShownError()
  return (
    <Labeled label={label}>
      {(id) => (
        <>
          <textarea
            id={id}
            name={field.name}
            className={[styles.textarea, className].filter(Boolean).join(' ')}
            rows={rows}
            spellCheck={false}
            value={field.state.value}
            onBlur={field.handleBlur}
            onChange={(event) => field.handleChange(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error && `${id}-error`, describedBy].filter(Boolean).join(' ') || undefined}
          />
          <FieldError id={`${id}-error`} message={error} />
        </>
      )}
    </Labeled>
  )
}
