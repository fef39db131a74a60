import type { BrowserContext, Page } from '@playwright/test'

// The names under which pages of a browser context store anything, as `<kind> <name>`: the keys of
// localStorage and sessionStorage, IndexedDB databases, Cache Storage caches, cookies,
// BroadcastChannel channels and service worker scopes. Each is noted as the page writes it (a value
// removed again, such as the studio's notice kept over a reload, counts too), and what the origin
// holds at the end is listed as well (a value written as a page went away, whose note is lost).

const BINDING = '__lkStoredName'

/** Runs in every page before its own code: notes each name a write uses. */
function noteWrites(binding: string) {
  const note = (kind: string, name: unknown) => {
    const report = (window as unknown as Record<string, ((entry: string) => Promise<void>) | undefined>)[binding]
    void report?.(`${kind} ${String(name)}`).catch(() => undefined)
  }
  const setItem = Storage.prototype.setItem
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    note(this === window.localStorage ? 'localStorage' : 'sessionStorage', key)
    setItem.call(this, key, value)
  }
  const open = IDBFactory.prototype.open
  IDBFactory.prototype.open = function (this: IDBFactory, name: string, version?: number) {
    note('indexedDB', name)
    return version === undefined ? open.call(this, name) : open.call(this, name, version)
  }
  if (typeof CacheStorage !== 'undefined') {
    const openCache = CacheStorage.prototype.open
    CacheStorage.prototype.open = function (this: CacheStorage, name: string) {
      note('caches', name)
      return openCache.call(this, name)
    }
  }
  const Channel = window.BroadcastChannel
  window.BroadcastChannel = class extends Channel {
    constructor(name: string) {
      note('BroadcastChannel', name)
      super(name)
    }
  }
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
  Object.defineProperty(Document.prototype, 'cookie', {
    ...cookie,
    set(this: Document, value: string) {
      note('cookie', value.split('=')[0]?.trim())
      cookie?.set?.call(this, value)
    },
  })
  if (typeof ServiceWorkerContainer !== 'undefined') {
    const register = ServiceWorkerContainer.prototype.register
    ServiceWorkerContainer.prototype.register = function (
      this: ServiceWorkerContainer,
      url: string | URL,
      options?: RegistrationOptions,
    ) {
      const script = new URL(url, location.href)
      note('serviceWorker', new URL(options?.scope ?? './', options?.scope ? location.href : script).pathname)
      return register.call(this, url, options)
    }
  }
}

/** Every name the origin of the page holds now. */
async function heldNames() {
  const named = (kind: string, names: string[]) => names.map((name) => `${kind} ${name}`)
  const cookies = document.cookie ? document.cookie.split(';').map((pair) => pair.split('=')[0]?.trim() ?? '') : []
  return [
    ...named('localStorage', Object.keys(localStorage)),
    ...named('sessionStorage', Object.keys(sessionStorage)),
    ...named(
      'indexedDB',
      (await indexedDB.databases()).map((database) => database.name ?? ''),
    ),
    ...named('caches', await caches.keys()),
    ...named('cookie', cookies),
    ...named(
      'serviceWorker',
      (await navigator.serviceWorker.getRegistrations()).map((registration) => new URL(registration.scope).pathname),
    ),
  ]
}

/** Starts noting what the context's pages store; `list(page)` gives every name, sorted. */
export async function recordStoredNames(context: BrowserContext) {
  const written = new Set<string>()
  await context.exposeBinding(BINDING, (_source, entry: string) => void written.add(entry))
  await context.addInitScript(noteWrites, BINDING)
  return {
    list: async (page: Page) => [...new Set([...written, ...(await page.evaluate(heldNames))])].sort(),
  }
}
