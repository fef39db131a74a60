import {
  createElement,
  lazy,
  Suspense,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react'
import { importWhenOnline } from '@/lib/import-when-online'
import { rememberScroll, rememberTab, tabMemory } from './panel-memory'
import { loadNoting, SectionLoading } from './section-loading'
import { SECTIONS } from './sections'
import styles from './mock-panel.module.css'

// One lazy component per section, made once: switching back never reloads a section's code. A section
// whose code cannot arrive (the signal lost during a first load) waits for the signal instead of failing:
// the panel has no error boundary of its own, and a failure would take the whole panel down. Code
// that failed with the network up is offered a reload meanwhile (./section-loading.tsx).
const views = new Map<string, LazyExoticComponent<ComponentType>>(
  SECTIONS.map((section) => [
    section.id,
    lazy(() => importWhenOnline(loadNoting(section)).then((view) => ({ default: view }))),
  ]),
)

const firstSection = () => {
  const remembered = tabMemory().section
  return SECTIONS.some((section) => section.id === remembered) ? remembered : (SECTIONS[0]?.id ?? '')
}

type RestoredProps = { active: boolean; restore: () => void; children: ReactNode }

/** Puts the scroll box back where support left this section, once it has rendered and shows. */
function Restored({ active, restore, children }: RestoredProps) {
  useLayoutEffect(() => {
    if (active) restore()
  }, [active, restore])
  return children
}

/**
 * The section switcher and the chosen section, whose code loads the first time it is shown. A section
 * once shown stays mounted (hidden), so a half-filled rule form survives a look at the journal. The
 * switcher stays put while the section scrolls in its own box; both are remembered across reloads.
 */
export function PanelSections() {
  const [current, setCurrent] = useState(firstSection)
  const [shown, setShown] = useState(() => new Set([current]))
  const box = useRef<HTMLDivElement>(null)
  const scrolled = useRef<number | undefined>(undefined)
  // Scroll events come many a frame: the latest position is written once, at the next frame.
  const onScroll = (top: number) => {
    const waiting = scrolled.current !== undefined
    scrolled.current = top
    if (waiting) return
    requestAnimationFrame(() => {
      rememberScroll(current, scrolled.current ?? top)
      scrolled.current = undefined
    })
  }
  const restoreScroll = useCallback(() => {
    const top = tabMemory().scroll[current]
    if (box.current && top) box.current.scrollTop = top
  }, [current])
  const show = (id: string) => {
    if (box.current) rememberScroll(current, box.current.scrollTop)
    setCurrent(id)
    setShown((before) => new Set(before).add(id))
    rememberTab({ section: id })
  }
  return (
    <>
      <nav aria-label="Разделы панели" className={styles.sectionNav}>
        {SECTIONS.map((section) => (
          <button
            key={section.id}
            type="button"
            className={styles.sectionButton}
            aria-pressed={section.id === current}
            onClick={() => show(section.id)}
          >
            {section.title}
          </button>
        ))}
      </nav>
      <div ref={box} className={styles.content} onScroll={(event) => onScroll(event.currentTarget.scrollTop)}>
        <Suspense fallback={<SectionLoading id={current} />}>
          {SECTIONS.filter((section) => shown.has(section.id)).map((section) => {
            const view = views.get(section.id)
            return (
              <div key={section.id} hidden={section.id !== current}>
                <Restored active={section.id === current} restore={restoreScroll}>
                  {view && createElement(view)}
                </Restored>
              </div>
            )
          })}
        </Suspense>
      </div>
    </>
  )
}
