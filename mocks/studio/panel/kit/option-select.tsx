import type { SelectHTMLAttributes } from 'react'

type Props<T extends string | number> = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & {
  value: T
  options: readonly (readonly [T, string])[]
  onChange: (value: T) => void
}

/** A select of [value, text] options (panel and data editor); `onChange` gets the option's own value, typed. */
export function OptionSelect<T extends string | number>({ options, onChange, ...select }: Props<T>) {
  return (
    <select
      {...select}
      onChange={(event) => {
        const chosen = options.find(([option]) => String(option) === event.target.value)
        if (chosen) onChange(chosen[0])
      }}
    >
      {options.map(([option, text]) => (
        <option key={option} value={option}>
          {text}
        </option>
      ))}
    </select>
  )
}
