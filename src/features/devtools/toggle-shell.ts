import { DevtoolsEventClient } from '@tanstack/devtools-client'
import { readShellState } from './shell-state'

// The shell's root element; it appears once the shell has loaded its UI and started its event bus.
const SHELL = '[data-testid="tanstack_devtools"]'

function whenShellMounted() {
  return new Promise<void>((resolve) => {
    if (document.querySelector(SHELL)) return resolve()
    const observer = new MutationObserver(() => {
      if (!document.querySelector(SHELL)) return
      observer.disconnect()
      resolve()
    })
    observer.observe(document.body, { childList: true, subtree: true })
  })
}

/**
 * Opens or closes the shell through its own trigger event. An event client gives up for good when
 * no bus answers soon, and the shell loads its UI (and bus) lazily: so a click that comes first
 * waits for the shell, and each toggle uses a client of its own.
 */
export async function toggleShell(isOpen: boolean) {
  await whenShellMounted()
  new DevtoolsEventClient().emit('trigger-toggled', { isOpen })
}

/** Whether the shell opens by itself: it stays open across reloads (its state, in its own storage key). */
export function shellOpenAtStart() {
  return readShellState()?.persistOpen === true
}
