import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { getNotices, subscribeNotices } from '../../core/notices'
import { useToggleLabel } from '../shared/use-studio'
import { Dock } from './dock'
import { EdgeTab } from './edge-tab'
import { PanelBody } from './panel-body'
import { rememberTab, tabMemory } from './panel-memory'
import { Rail } from './rail'
import { opensOnMount } from './page-inset'
import { LowerButton, Sheet } from './sheet'
import { useWideWindow } from './use-wide-window'
import styles from './mock-panel.module.css'

/**
 * PRODUCT.md §2: the support studio beside the screen, never on it. At desktop widths it docks at
 * the right (a rail when closed) and the page makes room; on a phone it is a tab in the page's margin
 * that opens a sheet. Not modal: the app stays usable; Escape closes it and focus goes back to the
 * toggle. Open or closed, it stays so across reloads of the tab.
 */
export function MockPanel() {
  const wide = useWideWindow()
  // Messages that came before the panel did (a link that could not open) open it as later ones do.
  const [open, setOpen] = useState(opensOnMount)
  const [lowered, setLowered] = useState(() => !tabMemory().open && getNotices().length > 0)
  const focusNext = useRef<'heading' | 'toggle'>(undefined)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const panelId = useId()
  const headingId = useId()
  const label = useToggleLabel()

  const show = (shown: boolean, moveFocus: boolean) => {
    setOpen(shown)
    rememberTab({ open: shown })
    if (moveFocus) focusNext.current = shown ? 'heading' : 'toggle'
  }
  // Focus follows the toggle once the other side of it has rendered.
  useEffect(() => {
    if (!focusNext.current) return
    ;(focusNext.current === 'heading' ? headingRef : toggleRef).current?.focus()
    focusNext.current = undefined
  })

  // A message for support opens the panel where it can be read (a phone's sheet lowered), without
  // taking the focus from the page.
  useEffect(() => {
    let seen = getNotices().length
    return subscribeNotices(() => {
      const count = getNotices().length
      if (count > seen) {
        setLowered(true)
        setOpen(true)
        rememberTab({ open: true })
      }
      seen = count
    })
  }, [])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.stopPropagation()
    show(false, true)
  }
  const body = (
    <PanelBody
      panelId={panelId}
      label={label}
      headingId={headingId}
      headingRef={headingRef}
      onClose={() => show(false, true)}
      actions={wide ? undefined : <LowerButton lowered={lowered} onLower={setLowered} />}
      lowered={!wide && lowered}
    />
  )
  const onOpen = () => {
    setLowered(false)
    show(true, true)
  }

  return (
    // The Escape handler sits on the wrapper so it works from the toggle and from inside the panel.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.root} onKeyDown={onKeyDown}>
      {open && wide && (
        <Dock id={panelId} headingId={headingId}>
          {body}
        </Dock>
      )}
      {open && !wide && (
        <Sheet id={panelId} headingId={headingId} lowered={lowered} onLower={setLowered}>
          {body}
        </Sheet>
      )}
      {!open && wide && <Rail label={label} toggleRef={toggleRef} onOpen={onOpen} />}
      {!open && !wide && <EdgeTab label={label} toggleRef={toggleRef} onOpen={onOpen} />}
    </div>
  )
}
