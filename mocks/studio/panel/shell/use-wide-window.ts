import { useSyncExternalStore } from 'react'

/** Where the panel docks beside the page rather than rising over it as a sheet. */
const WIDE = '(min-width: 768px)'

const subscribe = (listener: () => void) => {
  const query = window.matchMedia(WIDE)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

export const useWideWindow = () => useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches)
