import { useSyncExternalStore } from 'react'
import { WIDE_WINDOW } from './panel-room'

const subscribe = (listener: () => void) => {
  const query = window.matchMedia(WIDE_WINDOW)
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

export const useWideWindow = () => useSyncExternalStore(subscribe, () => window.matchMedia(WIDE_WINDOW).matches)
