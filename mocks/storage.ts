import * as v from 'valibot'
import { storageKey } from '@/lib/base-path'

// The mock backend's persistent state, kept in IndexedDB. localStorage holds about 5 M characters,
// some 27 000 payments, and support staff reproduce customers with years of history; IndexedDB
// keeps structured values without a size limit worth the name and without JSON on every change.
//
// The handlers read synchronously, so every stored value is loaded into memory once when the mock
// starts (openMockStorage); a write changes memory at once and is sent to IndexedDB in the same
// task. Code that navigates away right after a change awaits flushMockStorage() first.
//
// A page that goes away aborts its writes still on their way to IndexedDB, and a reload can come
// a millisecond after a change the panel already shows. So the values of those writes are kept in
// sessionStorage (synchronous, the tab's own) when the page is hidden, and written again when the
// mock starts in that tab.

const DB_NAME = storageKey('lk-mock')
const STORE = 'state'
/** sessionStorage: the writes a page left unfinished; a removed value has none (JSON leaves undefined out). */
const UNSAVED_KEY = storageKey('lk-mock-unsaved')
const UnsavedSchema = v.array(v.object({ key: v.string(), value: v.optional(v.unknown()) }))

const cache = new Map<string, unknown>()
let database: IDBDatabase | undefined
let pending: Promise<void> = Promise.resolve()
/** The last write of each key not yet in IndexedDB. */
const unsaved = new Map<string, Promise<void>>()

function request<T>(req: IDBRequest<T>) {
  return new Promise<T>((resolve, reject) => {
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'))
  })
}

function transactionDone(transaction: IDBTransaction) {
  return new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onabort = transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'))
  })
}

function open() {
  const opening = indexedDB.open(DB_NAME, 1)
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE)
  return request(opening)
}

/** Loads every stored value; without IndexedDB (a locked-down browser) the mock keeps state in memory only. */
export async function openMockStorage(): Promise<void> {
  try {
    database = await open()
    const transaction = database.transaction(STORE, 'readonly')
    const store = transaction.objectStore(STORE)
    const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())])
    keys.forEach((key, index) => cache.set(String(key), values[index]))
  } catch (error) {
    database = undefined
    console.warn('The mock backend keeps its data in memory only: IndexedDB is unavailable', error)
  }
  takeOverUnsavedWrites()
  if (!database) return
  addEventListener('pagehide', keepUnsavedWrites)
  // Back from the back/forward cache the page goes on, and its writes with it.
  addEventListener('pageshow', (event) => {
    if (event.persisted) sessionStorage.removeItem(UNSAVED_KEY)
  })
}

function keepUnsavedWrites() {
  if (!unsaved.size) return
  const writes = [...unsaved.keys()].map((key) => ({ key, value: cache.get(key) }))
  try {
    sessionStorage.setItem(UNSAVED_KEY, JSON.stringify(writes))
  } catch {
    // Over sessionStorage's quota (a history of tens of thousands of payments): that write is lost.
  }
}

function takeOverUnsavedWrites() {
  let writes: v.InferOutput<typeof UnsavedSchema> = []
  try {
    const kept = sessionStorage.getItem(UNSAVED_KEY)
    if (kept === null) return
    sessionStorage.removeItem(UNSAVED_KEY)
    writes = v.parse(UnsavedSchema, JSON.parse(kept))
  } catch {
    // No sessionStorage, or a value not ours to read: what IndexedDB has stands.
  }
  for (const { key, value } of writes) writeStored(key, value)
}

export function readStored<T>(key: string): T | undefined {
  return cache.get(key) as T | undefined
}

/** Stores a structured-cloneable value under `key` (undefined removes it). */
export function writeStored(key: string, value: unknown) {
  if (value === undefined) cache.delete(key)
  else cache.set(key, value)
  if (!database) return
  const transaction = database.transaction(STORE, 'readwrite')
  const store = transaction.objectStore(STORE)
  if (value === undefined) store.delete(key)
  else store.put(value, key)
  const done = transactionDone(transaction).catch((error: unknown) => {
    console.error(`The mock backend could not save "${key}"`, error)
  })
  // Transactions on one store commit in order: once a key's last write is done, every earlier one is.
  unsaved.set(key, done)
  void done.then(() => unsaved.get(key) === done && unsaved.delete(key))
  pending = pending.then(() => done)
}

/** Removes every stored value whose key starts with `prefix`. */
export function removeStored(prefix: string) {
  for (const key of [...cache.keys()].filter((name) => name.startsWith(prefix))) writeStored(key, undefined)
}

/** Resolves once every write so far has reached IndexedDB: await it before a full-page navigation. */
export function flushMockStorage(): Promise<void> {
  return pending
}
