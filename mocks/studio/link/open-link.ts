import { appUrl } from '@/lib/base-path'
import { flushMockStorage } from '../../storage'
import { notify } from '../notices'
import { decodeState } from './link-codec'
import { FRAGMENT_KEY } from './fragment'
import { applyRepro } from './repro'

/**
 * Runs before the app starts when the address carries a reproduction: the fragment is removed first
 * (so neither the router nor /oauth ever sees it), then the state is checked and applied. A bad link
 * changes nothing and says why in the panel; a good one says so once it is stored.
 */
export async function openReproLink(location: Location): Promise<void> {
  const encoded = location.hash.slice(1 + FRAGMENT_KEY.length)
  const url = new URL(location.href)
  url.hash = ''
  history.replaceState(history.state, '', url.toString())
  const decoded = await decodeState(encoded)
  if (!decoded.ok) {
    notify(decoded.message, 'error')
    return
  }
  applyRepro(decoded.state)
  // Stored before it says so: a reload or a typed address right after the notice keeps the link's data.
  await flushMockStorage()
  const page = appUrl(decoded.state.page)
  page.searchParams.set('scenario', decoded.state.scenario)
  history.replaceState(history.state, '', page.toString())
  notify('Воспроизведение открыто: данные, правила и сценарий взяты из ссылки.')
}
