import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react'
import card from '@/ui/card.module.css'
import { layoutMemory, rememberLayout } from './panel-memory'
import { usePageInset } from './page-inset'
import { followPointer } from './pointer-drag'
import styles from './mock-panel.module.css'

const MIN_WIDTH = 320
const DEFAULT_WIDTH = 420
/** The page keeps at least a phone's width beside the panel. */
const PAGE_MIN_WIDTH = 320
const STEP = 16

const widest = () => Math.max(MIN_WIDTH, window.innerWidth - PAGE_MIN_WIDTH)
const clamp = (width: number) => Math.round(Math.min(Math.max(width, MIN_WIDTH), widest()))

/** The docked panel's width: support's last choice, kept within the window as it is resized. */
function useDockWidth() {
  const [width, setWidth] = useState(() => clamp(layoutMemory().width ?? DEFAULT_WIDTH))
  useEffect(() => {
    const fit = () => setWidth((current) => clamp(current))
    window.addEventListener('resize', fit)
    return () => window.removeEventListener('resize', fit)
  }, [])
  const resize = (next: number) => {
    const fitted = clamp(next)
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
    const next = { ArrowLeft: width + STEP, ArrowRight: width - STEP, Home: widest(), End: MIN_WIDTH }[event.key]
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
      aria-valuemin={MIN_WIDTH}
      aria-valuemax={widest()}
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
