import { useSyncExternalStore } from 'react'
import { readShellState, writeShellState } from './shell-state'

/** Below 768 px, where the app itself takes its phone layout. */
const NARROW = '(max-width: 767.98px)'

type Plugin = { id?: string; defaultOpen?: boolean }
type Layout = { kind?: unknown; tabs?: unknown; active?: unknown; children?: unknown }

/** The tab shown in the stored layout's first pane, if any. */
function shownTab(layout: unknown): unknown {
  if (typeof layout !== 'object' || layout === null) return undefined
  const node = layout as Layout
  if (node.kind === 'group' && Array.isArray(node.tabs))
    return node.tabs[typeof node.active === 'number' ? node.active : 0]
  return Array.isArray(node.children) ? shownTab(node.children[0]) : undefined
}

/**
 * TanStack's shell opens a plugin picked from its strip as one more pane beside those open (its drags
 * keep panes at least 280 px wide; its strip does not: TanStack/devtools#493 brought both), and at
 * 375 px four panes were 90 px columns of text broken letter by letter. Below 768 px every plugin is laid out as a tab of one pane, the
 * one shown before (or the one opened by default) in front: one pane at a time, switched by its tabs.
 * Their close buttons are hidden there (one-pane.css), so no plugin goes back to the strip, which
 * has nothing left to offer and folds away, leaving its height to the pane.
 */
export function stackPanes(plugins: readonly Plugin[]) {
  const tabs = plugins.flatMap(({ id }) => (id ? [id] : []))
  const state = readShellState() ?? {}
  const shown = shownTab(state.layout) ?? plugins.find((plugin) => plugin.defaultOpen)?.id
  const active = Math.max(
    0,
    tabs.findIndex((id) => id === shown),
  )
  writeShellState({ ...state, subheaderCollapsed: true, layout: { kind: 'group', id: 'g0', tabs, active } })
}

const narrowQuery = () => window.matchMedia(NARROW)

function subscribe(changed: () => void) {
  const query = narrowQuery()
  query.addEventListener('change', changed)
  return () => query.removeEventListener('change', changed)
}

/** Whether the window is narrower than 768 px; follows its resizing. */
export function useNarrow() {
  return useSyncExternalStore(subscribe, () => narrowQuery().matches)
}
