import { useState, type ComponentProps } from 'react'
import { Field } from './field'
import { IconButton } from './icon-button'
import { EyeIcon, EyeOffIcon } from './icons'

type PasswordInputProps = Omit<ComponentProps<typeof Field>, 'type' | 'trailing'> & {
  autoComplete: 'current-password' | 'new-password'
}

/** A password field with the show/hide toggle of SPEC §5. Passwords are never trimmed. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false)
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      trailing={
        <IconButton
          label={visible ? 'Скрыть пароль' : 'Показать пароль'}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  )
}
