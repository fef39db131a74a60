// SPEC §3/§4: `requiresTwoFactor` is kept in localStorage while the sign-in waits for a code.
import { storageKey } from '@/lib/base-path'

const KEY = storageKey('requiresTwoFactor')

export function rememberTwoFactorRequirement() {
  try {
    localStorage.setItem(KEY, 'true')
  } catch {
    // Storage blocked: the code field still shows for this page.
  }
}

export function isTwoFactorRequired() {
  try {
    return localStorage.getItem(KEY) === 'true'
  } catch {
    return false
  }
}

export function clearTwoFactorRequirement() {
  try {
    localStorage.removeItem(KEY)
  } catch {
    // Nothing stored.
  }
}
