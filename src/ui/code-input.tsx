import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react'
import { FieldError } from './field-error'
import styles from './code-input.module.css'

type CodeInputProps = {
  label: string
  length?: number
  /** Cleans what was typed or pasted (drop spaces, uppercase…); the default keeps non-space characters. */
  normalise?: (value: string) => string
  /** Called with the whole code once every box is filled (SPEC §4: the code submits itself). */
  onComplete: (code: string) => void
  onChange?: (code: string) => void
  error?: string | undefined
  disabled?: boolean
  /** Puts the cursor in the first box on mount: the screen exists only to type this code. */
  focusOnMount?: boolean
  inputMode?: 'text' | 'numeric'
}

const defaultNormalise = (value: string) => value.replace(/\s/g, '')

/** One box per character; typing moves on, Backspace moves back, a pasted code fills every box. */
export function CodeInput({
  label,
  length = 6,
  normalise = defaultNormalise,
  onComplete,
  onChange,
  error,
  disabled = false,
  focusOnMount = false,
  inputMode = 'text',
}: CodeInputProps) {
  const id = useId()
  const [chars, setChars] = useState<string[]>(() => Array.from({ length }, () => ''))
  const boxes = useRef<(HTMLInputElement | null)[]>([])

  useEffect(() => {
    if (focusOnMount) boxes.current[0]?.focus()
  }, [focusOnMount])

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))]
    box?.focus()
    box?.select()
  }

  const update = (next: string[], focusIndex: number) => {
    setChars(next)
    const code = next.join('')
    onChange?.(code)
    if (next.every(Boolean)) onComplete(code)
    else focusBox(focusIndex)
  }

  /** Writes `text` into the boxes from `start` on; a full-length code always starts at the first box. */
  const fill = (start: number, raw: string) => {
    const text = normalise(raw)
    if (!text) return
    const from = text.length >= length ? 0 : start
    const next = [...chars]
    text
      .slice(0, length - from)
      .split('')
      .forEach((char, offset) => (next[from + offset] = char))
    update(next, from + text.length)
  }

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !chars[index] && index > 0) {
      event.preventDefault()
      const next = [...chars]
      next[index - 1] = ''
      update(next, index - 1)
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault()
      focusBox(index - 1)
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      focusBox(index + 1)
    }
  }

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault()
    fill(index, event.clipboardData.getData('text'))
  }

  const errorId = `${id}-error`
  return (
    <div className={styles.wrap}>
      <div id={`${id}-label`} className={styles.label}>
        {label}
      </div>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? errorId : undefined}
        className={styles.boxes}
      >
        {chars.map((char, index) => (
          <input
            key={index}
            ref={(element) => {
              boxes.current[index] = element
            }}
            className={styles.box}
            value={char}
            aria-label={`Символ ${index + 1} из ${length}`}
            aria-invalid={error ? true : undefined}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            inputMode={inputMode}
            disabled={disabled}
            onFocus={(event) => event.target.select()}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
            onChange={(event) => {
              const typed = normalise(event.target.value)
              if (!typed) {
                const next = [...chars]
                next[index] = ''
                update(next, index)
                return
              }
              // The box held a character and another was typed: keep the new one (the last typed).
              fill(index, typed.length === 2 && chars[index] ? typed.replace(chars[index] ?? '', '') || typed : typed)
            }}
          />
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  )
}
