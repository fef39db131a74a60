import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import card from '@/ui/card.module.css'
import { rememberLayout } from './panel-memory'
import { DOCK_MIN_WIDTH, fitDockWidth, rememberedDockWidth, usePageInset, widestDock } from './page-inset'
import { followPointer } from './pointer-drag'
import styles from './mock-panel.module.css'

const STEP = 16

/** The docked panel's width: support's last choice, kept within the window as it is resized. */
function useDockWidth() {
  const [width, setWidth] = useState(rememberedDockWidth)
  useEffect(() => {
    const fit = () => setWidth((current) => fitDockWidth(current))
    window.addEventListener('resize', fit)
    return () => window.removeEventListener('resize', fit)
  }, [])
  const resize = (next: number) => {
    const fitted = fitDockWidth(next)
    setWidth(fitted)
    rememberLayout({ width: fitted })
  }
  return [width, resize] as const
}

/** The edge support drags (or moves with the arrow keys) to give the panel or the page more room. */
function Resizer({ width, onResize }: { width: number; onResize: (width: number) => void }) {
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault()
    followPointer(event.currentTarget, event.pointerId, (move) => onResize(window.innerWidth - move.clientX))
  }
  const onKeyDown = (event: KeyboardEvent) => {
    const byKey: Record<string, number> = {
      ArrowLeft: width + STEP,
      ArrowRight: width - STEP,
      Home: widestDock(),
      End: DOCK_MIN_WIDTH,
    }
    const next = byKey[event.key]
    if (next === undefined) return
    event.preventDefault()
    onResize(next)
  }
  return (
    // A focusable separator is a widget (WAI-ARIA "Window Splitter"): the keyboard resizes with it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label="Ширина панели"
      aria-valuenow={width}
      aria-valuemin={DOCK_MIN_WIDTH}
      aria-valuemax={widestDock()}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the separator is the control
      tabIndex={0}
      className={styles.resizer}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
    />
  )
}

type Props = { id: string; headingId: string; children: ReactNode }

/** The open panel at desktop widths: a column beside the page, which makes room for it. */
export function Dock({ id, headingId, children }: Props) {
  const [width, resize] = useDockWidth()
  const dock = useRef<HTMLElement>(null)
  usePageInset(width)
  useEffect(() => dock.current?.style.setProperty('--dock-width', `${width}px`), [width])
  return (
    <section ref={dock} id={id} aria-labelledby={headingId} className={`${card.surface} ${styles.dock}`}>
      <Resizer width={width} onResize={resize} />
      {children}
    </section>
  )
}
