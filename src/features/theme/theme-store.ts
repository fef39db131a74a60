import { useSyncExternalStore } from 'react'
import { storageKey } from '@/lib/base-path'
import { THEME_NAME } from './theme-name'

// SPEC §3: the theme is stored under `theme`, dark by default; index.html's inline script applies it before paint.
export type Theme = 'dark' | 'light'
// Keyed by the base path, as index.html's pre-paint script reads it (build/base-path.ts).
const STORAGE_KEY = storageKey(THEME_NAME)
const listeners = new Set<() => void>()

function readTheme(): Theme {
  return document.documentElement.getAttribute('data-theme') === 'light' ? 'light' : 'dark'
}

export function setTheme(theme: Theme) {
  document.documentElement.setAttribute('data-theme', theme)
  try {
    localStorage.setItem(STORAGE_KEY, theme)
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener())
}

/** Applies the stored theme (the pre-paint script does the same; tests and hot reloads need it too). */
export function applyStoredTheme() {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(STORAGE_KEY)
  } catch {
    stored = null
  }
  document.documentElement.setAttribute('data-theme', stored === 'light' ? 'light' : 'dark')
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return
    applyStoredTheme()
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, readTheme, () => 'dark')
}
