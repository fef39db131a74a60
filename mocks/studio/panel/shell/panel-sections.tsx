import { createElement, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react'
import { SECTIONS } from './sections'
import styles from './mock-panel.module.css'
import sectionStyles from '../kit/section.module.css'

// One lazy component per section, made once: switching back never reloads a section's code.
const views = new Map<string, LazyExoticComponent<ComponentType>>(
  SECTIONS.map((section) => [section.id, lazy(() => section.load().then((view) => ({ default: view })))]),
)

/**
 * The section switcher and the chosen section, whose code loads the first time it is shown. A section
 * once shown stays mounted (hidden), so a half-filled rule form survives a look at the journal.
 */
export function PanelSections() {
  const [current, setCurrent] = useState(SECTIONS[0]?.id ?? '')
  const [shown, setShown] = useState(() => new Set([current]))
  const show = (id: string) => {
    setCurrent(id)
    setShown((before) => new Set(before).add(id))
  }
  return (
    <>
      <nav aria-label="Разделы панели" className={styles.sections}>
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
      <Suspense fallback={<p className={sectionStyles.muted}>Загрузка раздела…</p>}>
        {SECTIONS.filter((section) => shown.has(section.id)).map((section) => {
          const view = views.get(section.id)
          return (
            <div key={section.id} hidden={section.id !== current}>
              {view && createElement(view)}
            </div>
          )
        })}
      </Suspense>
    </>
  )
}
