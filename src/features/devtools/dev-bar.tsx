import { useEffect, useState } from 'react'
import { createPortal } from 'react-dom'
import { devtoolsEventClient } from '@tanstack/devtools-client'
import { BAR_HOST_ID } from './bar-room'
import { shellOpenAtStart, toggleShell } from './toggle-shell'
import styles from './dev-bar.module.css'

/**
 * The bar sits in the page's flow before the app, so it takes room instead of covering anything: in
 * the host index.html holds for it on the dev server (./bar-room.ts), else in one of its own.
 */
function useBarHost() {
  const [{ host, own }] = useState(() => {
    const held = document.getElementById(BAR_HOST_ID)
    if (held) return { host: held, own: false }
    const element = document.createElement('div')
    element.id = BAR_HOST_ID
    return { host: element, own: true }
  })
  useEffect(() => {
    if (!own) return
    document.body.prepend(host)
    return () => host.remove()
  }, [host, own])
  return host
}

/** The one button that opens and closes the devtools shell; it follows the shell's own state. */
export function DevBar() {
  const host = useBarHost()
  const [open, setOpen] = useState(shellOpenAtStart)
  useEffect(() => devtoolsEventClient.on('trigger-toggled', (event) => setOpen(event.payload.isOpen)), [])
  const toggle = () => void toggleShell(!open)
  return createPortal(
    <aside className={styles.bar} aria-label="Разработка">
      <button type="button" className={styles.toggle} aria-expanded={open} onClick={toggle}>
        Инструменты разработчика
      </button>
    </aside>,
    host,
  )
}
