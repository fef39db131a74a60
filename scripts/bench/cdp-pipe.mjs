// A bare Chrome DevTools Protocol client over --remote-debugging-pipe (the browser reads fd 3 and
// writes fd 4, JSON messages ending in NUL): no npm dependency, and only the domains the caller
// enables. Playwright always enables Network, whose recording works on each answer on the page's thread.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'

const CALL_TIMEOUT = 120_000
const CLOSE_TIMEOUT = 5_000

const timedOut = (what, timeout, reject) =>
  setTimeout(() => reject(new Error(`${what}: no answer in ${timeout} ms`)), timeout)

/** Starts Chromium on `profileDir`; `close()` ends it (and its renderers) and removes the profile. */
export function launchOverPipe(executable, args, profileDir) {
  const browser = spawn(executable, [...args, `--user-data-dir=${profileDir}`, '--remote-debugging-pipe'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
    detached: true, // its own process group, so close() can end every process it started
  })
  const [, , stderr, toBrowser, fromBrowser] = browser.stdio
  const pending = new Map()
  const waiters = new Set()
  let lastId = 0
  let unread = ''
  let stderrTail = ''
  let exited = false

  stderr.setEncoding('utf8').on('data', (text) => (stderrTail = (stderrTail + text).slice(-500)))
  fromBrowser.setEncoding('utf8').on('data', (chunk) => {
    const messages = (unread + chunk).split('\0')
    unread = messages.pop()
    for (const message of messages.map((text) => JSON.parse(text))) {
      const call = pending.get(message.id)
      if (call) {
        pending.delete(message.id)
        if (message.error) call.reject(new Error(`${call.method}: ${message.error.message}`))
        else call.resolve(message.result)
      } else for (const waiter of waiters) waiter(message)
    }
  })
  const failAll = (error) => {
    for (const call of pending.values()) call.reject(error)
    pending.clear()
  }
  browser.on('error', failAll)
  browser.on('exit', (code, signal) => {
    exited = true
    failAll(new Error(`Chromium exited (${code ?? signal}): ${stderrTail.trim().split('\n').at(-1) ?? ''}`))
  })

  /** Sends a command (to a page when `sessionId` is given); resolves to its result. */
  const send = (method, params = {}, sessionId, timeout = CALL_TIMEOUT) =>
    new Promise((resolve, reject) => {
      if (exited) return reject(new Error(`${method}: Chromium has exited`))
      const id = ++lastId
      const timer = timedOut(method, timeout, reject)
      const settle = (done) => (value) => (clearTimeout(timer), done(value))
      pending.set(id, { method, resolve: settle(resolve), reject: settle(reject) })
      toBrowser.write(JSON.stringify({ id, method, params, sessionId }) + '\0')
    })

  /** Resolves with the params of the next `method` event from the page `sessionId`. */
  const nextEvent = (method, sessionId, timeout = CALL_TIMEOUT) =>
    new Promise((resolve, reject) => {
      const waiter = (message) => {
        if (message.method !== method || message.sessionId !== sessionId) return
        waiters.delete(waiter)
        clearTimeout(timer)
        resolve(message.params)
      }
      const timer = timedOut(method, timeout, (error) => (waiters.delete(waiter), reject(error)))
      waiters.add(waiter)
    })

  const close = async () => {
    const gone = new Promise((resolve) => (exited ? resolve() : browser.once('exit', resolve)))
    await send('Browser.close', {}, undefined, CLOSE_TIMEOUT).catch(() => {})
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, CLOSE_TIMEOUT).unref())])
    try {
      process.kill(-browser.pid, 'SIGKILL') // whatever of the group is left (a hung renderer)
    } catch {
      // The group has already ended.
    }
    rmSync(profileDir, { recursive: true, force: true })
  }
  return { send, nextEvent, close }
}
