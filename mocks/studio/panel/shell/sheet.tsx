import { useRef, type PointerEvent, type ReactNode } from 'react'
import card from '@/ui/card.module.css'
import { usePageInset } from './page-inset'
import styles from './mock-panel.module.css'

/** How far the handle must be pulled to lower or raise the sheet. */
const PULL = 40

type Props = {
  id: string
  headingId: string
  lowered: boolean
  onLower: (lowered: boolean) => void
  children: ReactNode
}

/**
 * The open studio on a phone: a sheet from the bottom, over the page. Support lowers it (its handle,
 * a pull down, or "Опустить") to see the screen behind, and raises it again to work.
 */
export function Sheet({ id, headingId, lowered, onLower, children }: Props) {
  usePageInset(0)
  const pull = useRef<number | undefined>(undefined)
  const onPointerDown = (event: PointerEvent) => (pull.current = event.clientY)
  const onPointerUp = (event: PointerEvent) => {
    if (pull.current === undefined) return
    const moved = event.clientY - pull.current
    pull.current = undefined
    if (moved > PULL) onLower(true)
    else if (moved < -PULL) onLower(false)
  }
  return (
    <section id={id} aria-labelledby={headingId} className={`${card.surface} ${styles.sheet}`} data-lowered={lowered}>
      {/* The pull is the pointer's way; the keyboard's is the header's button. */}
      <div className={styles.handle} aria-hidden="true" onPointerDown={onPointerDown} onPointerUp={onPointerUp} />
      {children}
    </section>
  )
}

/** The header's button that lowers or raises the sheet. */
export function LowerButton({ lowered, onLower }: { lowered: boolean; onLower: (lowered: boolean) => void }) {
  return (
    <button type="button" className={styles.lower} onClick={() => onLower(!lowered)}>
      {lowered ? 'Поднять' : 'Опустить'}
    </button>
  )
}
