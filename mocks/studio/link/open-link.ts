import { appUrl } from '@/lib/base-path'
import { flushMockStorage } from '../../storage'
import { notify } from '../core/notices'
import { studioFailure } from '../core/studio-failure'
import { decodeState } from './link-codec'
import { FRAGMENT_KEY } from './fragment'
import { gatePage } from '../privacy/page-gate'
import { applyRepro } from './repro'

/**
 * Runs before the app starts when the address carries a reproduction: the fragment is removed first
 * (so neither the router nor /oauth ever sees it), then the state is checked and applied. A bad link
 * says why in the panel and never stops the mock from starting; a good one says so once it is stored.
 * decodeState answers for the link; anything thrown past it (storage, the studio's own code) is the
 * studio's failure, and says so.
 */
export async function openReproLink(location: Location): Promise<void> {
  try {
    await openLink(location)
  } catch (error) {
    notify(studioFailure(error), 'error')
  }
}

async function openLink(location: Location) {
  const encoded = location.hash.slice(1 + FRAGMENT_KEY.length)
  const url = new URL(location.href)
  url.hash = ''
  history.replaceState(history.state, '', url.toString())
  const decoded = await decodeState(encoded)
  if (!decoded.ok) {
    notify(decoded.message, 'error')
    return
  }
  const gated = gatePage(decoded.state.page, location.origin)
  applyRepro(decoded.state)
  // Stored before it says so: a reload or a typed address right after the notice keeps the link's data.
  await flushMockStorage()
  const page = appUrl(gated.path)
  page.searchParams.set('scenario', decoded.state.scenario)
  history.replaceState(history.state, '', page.toString())
  notify('Воспроизведение открыто: данные, правила и сценарий взяты из ссылки.')
  decoded.notes?.forEach((note) => notify(note))
  if (gated.note) notify(gated.note)
}
