import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { onlineManager } from '@tanstack/react-query'
import { App } from './app'
import { observeCallsWith } from './api/http'
import { onSessionEnd } from './api/session'
import { appUrl } from './lib/base-path'
import { isOnline } from './lib/online'
import { watchSession } from './features/auth/session-sync'
import { afterFirstScreen } from './lib/after-first-screen'
import { importWhenOnline } from './lib/import-when-online'
import { yieldToPage } from './lib/main-thread'
import { showCodeLoadFailure } from './lib/code-load'
import { prefetchRouteChunks, reloadForStaleChunksOnlyOnline } from './lib/route-chunks'
import { createQueryClient } from './query-client'
import type { connectApp as ConnectMockFn } from '@mocks/browser'
import { createAppRouter } from './router'
import { keepEarlyEvents } from './report/early-events'
import './ui/global.css'

// Kept from the first moment for the support report, whose recorder loads after the first screen.
keepEarlyEvents()
// Every call goes into the support report's journal; its hooks load with the HTTP client.
observeCallsWith(() => import('./report/record-calls').then(({ recordingHooks }) => recordingHooks))

type ConnectMock = typeof ConnectMockFn

async function start() {
  // The start-up runs in tasks of its own, apart from the evaluation of the entry's modules and from
  // each other: on a slow phone each is a long task, and a page painted from the HTML is on show and
  // can be tapped while they run (docs/performance.md).
  await yieldToPage()
  let connectMock: ConnectMock | undefined
  let onCallPaused: ((listener: () => void) => void) | undefined
  // The literal comparison lets production builds drop the mock backend entirely.
  if (import.meta.env.VITE_MOCK === 'true') {
    // The studio's room beside the page is held from the first screen; its panel comes after it.
    // Without this module (the signal lost) the page simply makes room when the panel comes.
    const panelRoom = import.meta.env.DEV
      ? undefined
      : import('@mocks/studio/panel/shell/page-inset').catch(() => undefined)
    const { startMockBackend, connectApp, whenCallPaused } = await import('@mocks/browser').catch(showCodeLoadFailure)
    connectMock = connectApp
    onCallPaused = whenCallPaused
    const renderApp = await startMockBackend().catch((error: unknown) => {
      // Offline its worker could not come; once the signal is back, calls would reach the host instead.
      if (!navigator.onLine) return showCodeLoadFailure(error)
      // Without the worker every call fails with a network error, which the screens explain.
      console.error('The mock backend did not start', error)
      return true
    })
    if (!renderApp) return
    // After the mock's start: a link it opened brings a message that opens the panel.
    const room = await panelRoom
    room?.reservePanelRoom()
  }
  // The query library assumes online at start; a page opened from the cache offline is not.
  if (!navigator.onLine && isOnline()) onlineManager.setOnline(false)
  reloadForStaleChunksOnlyOnline()
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  prefetchRouteChunks(router)
  // The support panel is collapsed and secondary: it too waits for the first screen and idle time.
  // On the dev server the studio is a tab of the devtools shell instead (features/devtools).
  if (import.meta.env.VITE_MOCK === 'true' && !import.meta.env.DEV) {
    const mountPanel = () =>
      void importWhenOnline(() => import('@mocks/studio/panel/shell/mount')).then(({ mountMockPanel }) =>
        mountMockPanel(),
      )
    afterFirstScreen(mountPanel)
    // A call held by "Спросить меня" may be one the first screen waits for: its panel cannot wait too.
    onCallPaused?.(mountPanel)
  }
  // The support studio changes the mock's answers under the open page; the page then reads them
  // again, or moves to another of its routes (a signed-out page shows the imported customer's home).
  connectMock?.(queryClient, (path, { replace = false } = {}) => {
    // The history holds whole addresses: the base goes in front of the app's path.
    const url = appUrl(path)
    router.history[replace ? 'replace' : 'push'](url.pathname + url.search)
  })
  const root = document.getElementById('root')
  if (!root) throw new Error('#root is missing from index.html')
  // Watched from the start: the first page's guard may already meet an expired token.
  watchSession(router, queryClient)
  // What "Сообщить о проблеме" records besides calls and toasts (the page shown is recorded first
  // when it starts); not needed for the first paint, so not loaded while the first screen renders.
  afterFirstScreen(
    () =>
      void importWhenOnline(() => import('./report/record-app')).then(({ startRecording }) =>
        startRecording(router, onSessionEnd),
      ),
  )
  await yieldToPage()
  // index.html's loading screen stays until the first page has its code and data; React then
  // replaces it in one commit (rendering at once would commit an empty root and blink blank).
  // A failed load is kept in the router's state (its error screen shows it); never leave the
  // loading screen up because of it.
  await router.load().catch((error: unknown) => console.error('The first page did not load', error))
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole screen (a phone stays responsive to taps meanwhile).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    ),
  )
}

void start()
