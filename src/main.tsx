import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import './ui/global.css'

async function start() {
  // The literal comparison lets production builds drop the mock backend entirely.
  if (import.meta.env.VITE_MOCK === 'true') {
    const { startMockBackend } = await import('../mocks/browser')
    const renderApp = await startMockBackend().catch((error: unknown) => {
      // Without the worker every call fails with a network error, which the screens explain.
      console.error('The mock backend did not start', error)
      return true
    })
    if (!renderApp) return
    void import('../mocks/panel/mount').then(({ mountMockPanel }) => mountMockPanel())
  }
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  createRoot(root).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>,
  )
}

void start()
