import styles from './code-block.module.css'

/** Text from a request or an answer, as text, in a box the keyboard can scroll (axe: scrollable-region-focusable). */
export function CodeBlock({ label, text }: { label: string; text: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard
    <div className={styles.block} tabIndex={0} role="region" aria-label={label}>
      <pre className={styles.pre}>{text}</pre>
    </div>
  )
}
