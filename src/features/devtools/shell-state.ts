// TanStack's shell keeps its state (whether it stays open, how its panes are laid out) as JSON under
// one key of localStorage, read when it mounts.
const KEY = 'tanstack_devtools_state'

type ShellState = Record<string, unknown>

/** The shell's stored state; null when there is none or it is unreadable (the shell then starts afresh). */
export function readShellState(): ShellState | null {
  try {
    const state: unknown = JSON.parse(localStorage.getItem(KEY) ?? 'null')
    return typeof state === 'object' && state !== null && !Array.isArray(state) ? (state as ShellState) : null
  } catch {
    return null
  }
}

export function writeShellState(state: ShellState) {
  try {
    localStorage.setItem(KEY, JSON.stringify(state))
  } catch {
    // Storage can be blocked: the shell then lays its panes out as it likes.
  }
}
