import { useEffect } from 'react'
import { getNotices } from '../../core/notices'
import { layoutMemory, tabMemory } from './panel-memory'
import { RAIL_WIDTH, WIDE_WINDOW } from './panel-room'

// The room the studio takes at the page's right: the app's layout reads --page-inset-right
// (src/ui/tokens.css), and its container queries then show the layout for the width it has left, as
// a page beside docked devtools does.

export const DOCK_MIN_WIDTH = 320
const DOCK_DEFAULT_WIDTH = 420
/** The page keeps at least a phone's width beside the panel. */
const PAGE_MIN_WIDTH = 320

export const widestDock = () => Math.max(DOCK_MIN_WIDTH, window.innerWidth - PAGE_MIN_WIDTH)
export const fitDockWidth = (width: number) => Math.round(Math.min(Math.max(width, DOCK_MIN_WIDTH), widestDock()))
/** The docked panel's width: support's last choice, within the window. */
export const rememberedDockWidth = () => fitDockWidth(layoutMemory().width ?? DOCK_DEFAULT_WIDTH)

/** The panel comes up open when it was open in this tab, or when a message for support waits (a link opened). */
export const opensOnMount = () => tabMemory().open || getNotices().length > 0

function setPageInset(pixels: number) {
  document.documentElement.style.setProperty('--page-inset-right', `${pixels}px`)
}

export function usePageInset(pixels: number) {
  useEffect(() => {
    setPageInset(pixels)
    return () => void document.documentElement.style.removeProperty('--page-inset-right')
  }, [pixels])
}

/**
 * Holds the room the panel will take before the app's first screen: the panel mounts after that
 * screen, once the browser is idle, and a page laid out at the whole width would then reflow under
 * support, a windowed list at another place than the one they were reading.
 */
export function reservePanelRoom() {
  if (!window.matchMedia(WIDE_WINDOW).matches) return
  setPageInset(opensOnMount() ? rememberedDockWidth() : RAIL_WIDTH)
}
