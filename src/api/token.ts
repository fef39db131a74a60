import { scopedKey } from '../lib/scoped-key.ts'

// The only module that touches the stored access token (PRODUCT.md §3).
export const TOKEN_KEY = 'access_token'
// This build's key, read when used: build/early-reads.ts imports this module under Node.
const key = () => scopedKey(TOKEN_KEY, import.meta.env.BASE_URL)

export function getToken(): string | null {
  try {
    const token = localStorage.getItem(key())
    return token && token.trim() ? token : null
  } catch {
    return null
  }
}

export function setToken(token: string) {
  localStorage.setItem(key(), token)
}

export function clearToken() {
  try {
    localStorage.removeItem(key())
  } catch {
    // Storage blocked: there was nothing stored to remove.
  }
}

/** Calls back when another tab signs in or out (the storage event never fires in the tab that wrote). */
export function onTokenChangedElsewhere(listener: (token: string | null) => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key() || event.key === null) listener(getToken())
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}
