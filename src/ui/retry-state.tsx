import { Button } from './button'
import card from './card.module.css'

type RetryStateProps = {
  message: string
  onRetry: () => void
  retrying: boolean
  className?: string
}

/** A list that failed to load, in place of the list: what went wrong and 'Повторить'. */
export function RetryState({ message, onRetry, retrying, className }: RetryStateProps) {
  return (
    <div className={className ? `${card.state} ${className}` : card.state} role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        Повторить
      </Button>
    </div>
  )
}
