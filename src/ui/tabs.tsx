import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import styles from './tabs.module.css'

export type TabItem<T extends string> = { value: T; label: string }

type TabsProps<T extends string> = {
  /** Names the tab list for screen readers. */
  label: string
  /** Prefix of the tab and panel ids (ties each tab to its panel). */
  idPrefix: string
  items: readonly TabItem<T>[]
  value: T
  onChange: (value: T) => void
}

export const tabId = (prefix: string, value: string) => `${prefix}-tab-${value}`
export const panelId = (prefix: string, value: string) => `${prefix}-panel-${value}`

/** WAI-ARIA tabs: one tab stop, arrows / Home / End move and select (automatic activation). */
export function Tabs<T extends string>({ label, idPrefix, items, value, onChange }: TabsProps<T>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const current = items.findIndex((item) => item.value === value)
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: items.length - 1,
    }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const index = (target + items.length) % items.length
    const item = items[index]
    if (!item) return
    onChange(item.value)
    refs.current[index]?.focus()
  }

  return (
    <div role="tablist" aria-label={label} className={styles.list}>
      {items.map((item, index) => {
        const selected = item.value === value
        return (
          <button
            key={item.value}
            ref={(element) => {
              refs.current[index] = element
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.value)}
            aria-selected={selected}
            // Only the selected tab's panel is rendered, and a tab may name no panel that is not there.
            aria-controls={selected ? panelId(idPrefix, item.value) : undefined}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(item.value)}
            onKeyDown={onKeyDown}
          >
            {item.label}
          </button>
        )
      })}
    </div>
  )
}

export function TabPanel({ idPrefix, value, children }: { idPrefix: string; value: string; children: ReactNode }) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, value)}
      aria-labelledby={tabId(idPrefix, value)}
      className={styles.panel}
    >
      {children}
    </div>
  )
}
