import { useId, type ReactNode } from 'react'
import { OptionSelect } from '../../studio/option-select'
import styles from '../mock-panel.module.css'

/** A label above its control; the control gets the id through the render function. */
export function Labeled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
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
