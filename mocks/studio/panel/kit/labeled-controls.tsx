import { useId, type ReactNode } from 'react'
import field from '@/ui/field.module.css'
import styles from './controls.module.css'
import { OptionSelect } from './option-select'

type LabeledProps = {
  label: string
  /** A line under the control, which it names as its description. */
  hint?: string | undefined
  children: (id: string, describedBy: string | undefined) => ReactNode
}

/** A label above its control; the control gets the ids through the render function. */
export function Labeled({ label, hint, children }: LabeledProps) {
  const id = useId()
  const hintId = `${id}-hint`
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      {children(id, hint ? hintId : undefined)}
      {hint && (
        <div id={hintId} className={field.hint}>
          {hint}
        </div>
      )}
    </div>
  )
}

type SelectProps<T extends string | number> = {
  label: string
  hint?: string | undefined
  value: T
  options: readonly (readonly [T, string])[]
  onChange: (value: T) => void
}

/** A labelled select of [value, text] options. */
export function LabeledSelect<T extends string | number>({ label, hint, ...select }: SelectProps<T>) {
  return (
    <Labeled label={label} hint={hint}>
      {(id, describedBy) => (
        <OptionSelect id={id} aria-describedby={describedBy} className={styles.select} {...select} />
      )}
    </Labeled>
  )
}
