import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type Ref } from 'react'
import { layoutMemory, rememberLayout } from './panel-memory'
import { usePageInset } from './page-inset'
import { followPointer } from './pointer-drag'
import styles from './mock-panel.module.css'

/** How far a press must move to be a drag along the edge rather than a tap. */
const DRAG_SLOP = 6
const STEP = 0.05
const share = (value: number) => Math.min(Math.max(value, 0), 1)

type Props = { label: string; toggleRef: Ref<HTMLButtonElement>; onOpen: () => void }

/**
 * The closed studio on a phone: a slim tab in the page's right margin, where the app puts no control
 * and no text. Support drags it along the edge (or moves it with the arrow keys) when it is in the
 * way, and the browser remembers where.
 */
export function EdgeTab({ label, toggleRef, onOpen }: Props) {
  const [top, setTop] = useState(() => layoutMemory().tabTop ?? 0.5)
  const dragged = useRef(false)
  const tab = useRef<HTMLDivElement>(null)
  usePageInset(0)
  useEffect(() => tab.current?.style.setProperty('--tab-top', String(top)), [top])

  const place = (next: number) => {
    setTop(share(next))
    rememberLayout({ tabTop: share(next) })
  }
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    const startY = event.clientY
    const startTop = top
    dragged.current = false
    followPointer(event.currentTarget, event.pointerId, (move) => {
      const moved = move.clientY - startY
      if (!dragged.current && Math.abs(moved) < DRAG_SLOP) return
      dragged.current = true
      place(startTop + moved / window.innerHeight)
    })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const by = { ArrowUp: -STEP, ArrowDown: STEP }[event.key]
    if (by === undefined) return
    event.preventDefault()
    place(top + by)
  }
  return (
    <div ref={tab} className={styles.edgeTab}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.edgeToggle}
        aria-expanded={false}
        title="Открыть мок-бэкенд. Вкладку можно передвинуть вдоль края"
        onPointerDown={onPointerDown}
        onKeyDown={onKeyDown}
        onClick={() => (dragged.current ? (dragged.current = false) : onOpen())}
      >
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.visuallyHidden}>{label}</span>
      </button>
    </div>
  )
}
