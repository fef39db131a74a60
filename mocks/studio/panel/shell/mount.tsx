import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { MockPanel } from './mock-panel'

/** Mounts the support panel of the mock backend in its own root, outside the app (mock mode only). */
export function mountMockPanel() {
  if (document.getElementById('lk-mock-panel')) return
  const host = document.createElement('div')
  host.id = 'lk-mock-panel'
  document.body.append(host)
  createRoot(host).render(
    <StrictMode>
      <MockPanel />
    </StrictMode>,
  )
}
