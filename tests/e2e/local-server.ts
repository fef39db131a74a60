import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:http'

/** A server process a spec starts for itself: its origin, and how to stop it. */
export type LocalServer = { origin: string; stop: () => Promise<void> }

/** A port nothing listens on right now (the system's pick for port 0). */
async function freePort() {
  const probe = createServer()
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done))
  const address = probe.address()
  await new Promise((done) => probe.close(done))
  if (typeof address !== 'object' || address === null) throw new Error('no free port')
  return address.port
}

/** true once the server answers (any status); false when it exited first (its port was taken). */
async function answering(origin: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) return false
    const ok = await fetch(`${origin}/`).then(
      () => true,
      () => false,
    )
    if (ok) return true
    await new Promise((done) => setTimeout(done, 100))
  }
  return false
}

/**
 * The process `start(port)` spawns, serving on a free port of 127.0.0.1 (ports are chosen at run
 * time, so parallel checkouts never collide). Another process can take the port before the server
 * binds it, then the next one; undefined when five ports in a row failed.
 */
export async function startOnFreePort(start: (port: number) => ChildProcess): Promise<LocalServer | undefined> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const port = await freePort()
    const origin = `http://127.0.0.1:${port}`
    const child = start(port)
    const stop = async () => {
      if (child.exitCode !== null) return
      const exited = new Promise((done) => child.once('exit', done))
      child.kill('SIGTERM')
      await exited
    }
    if (await answering(origin, child)) return { origin, stop }
    await stop()
  }
  return undefined
}
