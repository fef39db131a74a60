import type { Ref } from 'react'
import { usePageInset } from './page-inset'
import { RAIL_WIDTH } from './panel-room'
import styles from './mock-panel.module.css'

type Props = { label: string; toggleRef: Ref<HTMLButtonElement>; onOpen: () => void }

/** The closed studio at desktop widths: a slim rail beside the page, the way closed devtools dock. */
export function Rail({ label, toggleRef, onOpen }: Props) {
  usePageInset(RAIL_WIDTH)
  return (
    <div className={styles.rail}>
      <button ref={toggleRef} type="button" className={styles.railToggle} aria-expanded={false} onClick={onOpen}>
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.railLabel}>{label}</span>
      </button>
    </div>
  )
}
