// The only module that touches the stored access token (PRODUCT.md §3).
export const TOKEN_KEY = 'access_token'

export function getToken(): string | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY)
    return token && token.trim() ? token : null
  } catch {
    return null
  }
}

export function setToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token)
}

export function clearToken() {
  try {
    localStorage.removeItem(TOKEN_KEY)
  } catch {
    // Storage blocked: there was nothing stored to remove.
  }
}

/** Calls back when another tab signs in or out (the storage event never fires in the tab that wrote). */
export function onTokenChangedElsewhere(listener: (token: string | null) => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) listener(getToken())
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}
