// The mock backend's service worker: msw's own (mockServiceWorker.js, written by `msw init` and never
// edited), with one of its page's messages kept from it.
//
// msw's page posts CLIENT_CLOSED on `beforeunload`. msw's worker then passes every later call of that
// page to the network, that is to the static host, which answers 404: yet the page runs on until the
// next one replaces it, and for good when the navigation is called off. A quick move on from
// sign-in lost the user and the services that way. On the last page's message the worker also
// unregisters itself, which the reload that sent it races.
//
// Here the page stays the mock's for as long as it runs, and the worker is unregistered only once no
// page of its scope has been left for a while (long enough for a reload's new page to appear), as
// msw meant: a later build without the mock at this address is then not served by it.

const UNUSED_AFTER_MS = 10_000

addEventListener('message', (event) => {
  if (event.data !== 'CLIENT_CLOSED') return
  event.stopImmediatePropagation()
  event.waitUntil(unregisterOnceUnused())
})

async function unregisterOnceUnused() {
  await new Promise((resume) => setTimeout(resume, UNUSED_AFTER_MS))
  const pages = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  if (!pages.some((page) => page.url.startsWith(self.registration.scope))) await self.registration.unregister()
}

importScripts('./mockServiceWorker.js')
