import { useId, type ReactNode } from 'react'
import field from '@/ui/field.module.css'
import styles from './controls.module.css'
import { OptionSelect } from './option-select'

/** A label above its control; the control gets the id through the render function. */
export function Labeled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className={field.field}>
      <label htmlFor={id} className={field.label}>
        {label}
      </label>
      {children(id)}
    </div>
  )
}

type SelectProps<T extends string | number> = {
  label: string
  value: T
  options: readonly (readonly [T, string])[]
  onChange: (value: T) => void
}

/** A labelled select of [value, text] options (the panel's rules and the data editor). */
export function LabeledSelect<T extends string | number>({ label, ...select }: SelectProps<T>) {
  return <Labeled label={label}>{(id) => <OptionSelect id={id} className={styles.select} {...select} />}</Labeled>
}

type InputProps = { label: string; value: string; onChange: (value: string) => void; numeric?: boolean }

/** A labelled one-line input; `numeric` asks for the digit keyboard. */
export function LabeledInput({ label, value, onChange, numeric = false }: InputProps) {
  return (
    <Labeled label={label}>
      {(id) => (
        <input
          id={id}
          className={styles.select}
          inputMode={numeric ? 'numeric' : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Labeled>
  )
}
