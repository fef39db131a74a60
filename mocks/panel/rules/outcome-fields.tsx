import styles from '../mock-panel.module.css'
import { MALFORMED_NAMES } from './describe-rule'
import { Labeled } from './labeled'
import { DEFAULT_MESSAGES, FAULT_STATUSES, type Draft } from './rule-draft'

type Props = { draft: Draft; change: (patch: Partial<Draft>) => void }

/** The fields of the chosen outcome: status and message (with errors for 400, Retry-After for 429), variant, delay. */
export function OutcomeFields({ draft, change }: Props) {
  if (draft.kind === 'malformed') {
    return (
      <Labeled label="Что сломано">
        {(id) => (
          <select
            id={id}
            className={styles.select}
            value={draft.variant}
            onChange={(event) => change({ variant: event.target.value as Draft['variant'] })}
          >
            {Object.entries(MALFORMED_NAMES).map(([value, name]) => (
              <option key={value} value={value}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Labeled>
    )
  }
  if (draft.kind === 'latency') {
    return (
      <Labeled label="Задержка, мс">
        {(id) => (
          <input
            id={id}
            className={styles.select}
            inputMode="numeric"
            value={draft.ms}
            onChange={(event) => change({ ms: event.target.value })}
          />
        )}
      </Labeled>
    )
  }
  if (draft.kind !== 'status') return null
  return (
    <>
      <Labeled label="Статус">
        {(id) => (
          <select
            id={id}
            className={styles.select}
            value={draft.status}
            onChange={(event) => {
              const status = Number(event.target.value) as Draft['status']
              change({ status, message: DEFAULT_MESSAGES[status] })
            }}
          >
            {FAULT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        )}
      </Labeled>
      <Labeled label="Текст message">
        {(id) => (
          <input
            id={id}
            className={styles.select}
            value={draft.message}
            onChange={(event) => change({ message: event.target.value })}
          />
        )}
      </Labeled>
      {draft.status === 400 && (
        <Labeled label="Объект errors (JSON)">
          {(id) => (
            <textarea
              id={id}
              className={styles.textarea}
              rows={4}
              spellCheck={false}
              value={draft.errors}
              onChange={(event) => change({ errors: event.target.value })}
            />
          )}
        </Labeled>
      )}
      {draft.status === 429 && (
        <Labeled label="Retry-After, секунд">
          {(id) => (
            <input
              id={id}
              className={styles.select}
              inputMode="numeric"
              value={draft.retryAfter}
              onChange={(event) => change({ retryAfter: event.target.value })}
            />
          )}
        </Labeled>
      )}
    </>
  )
}
