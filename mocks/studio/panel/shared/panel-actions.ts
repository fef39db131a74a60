import { appPath } from '@/lib/base-path'
import { resetDb } from '../../../db'
import { getScenario, setScenario, type Scenario } from '../../../scenarios'
import { openAppPage, showAppRoute } from '../../core/app-bridge'
import { commitReplaced } from '../../data/editor-actions'
import { clearRules } from '../../rules/rules'
import { flushMockStorage } from '../../../storage'

/**
 * Remembers the scenario for this tab and shows the open screen under it, without a reload: its data
 * set may be another one, so the editor starts again and the screen reads everything again.
 */
export function switchScenario(scenario: Scenario) {
  setScenario(scenario, { remember: true })
  const url = new URL(window.location.href)
  const path = appPath(url.pathname)
  // An address that names the old scenario would bring it back at the next reload.
  if (url.searchParams.has('scenario') && path) {
    url.searchParams.set('scenario', scenario)
    showAppRoute(path + url.search, { replace: true })
  }
  commitReplaced()
}

/**
 * Back to the seed data without fault rules (what `?scenario=reset` does), keeping the chosen scenario. Sessions are
 * seed data too, so the app then asks to sign in again.
 */
export async function resetData() {
  resetDb()
  clearRules()
  await flushMockStorage()
  const url = new URL(window.location.href)
  // A leftover `?scenario=reset` would reset again on every later reload.
  if (url.searchParams.get('scenario') === 'reset') url.searchParams.set('scenario', getScenario())
  openAppPage(url, { replace: true })
}

/** Resolves to false when the clipboard is unavailable (insecure origin, denied permission). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
