// Serves a build through the shipped nginx configuration (deploy/), as production would:
// gzip, caching and CSP included, so Lighthouse measures what users get.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from './route-js.mjs'

export async function serveWithNginx(buildDir, port, env) {
  const binary = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((candidate) => existsSync(candidate))
  if (!binary) throw new Error('nginx is not installed: apt-get install -y nginx')
  const dir = mkdtempSync(join(tmpdir(), 'lk-bench-nginx-'))
  chmodSync(dir, 0o755)
  const render = spawnSync(
    process.execPath,
    [
      join(ROOT, 'deploy/render-nginx-conf.mjs'),
      '--root',
      buildDir,
      '--listen',
      `127.0.0.1:${port}`,
      '--standalone',
      dir,
      '--out',
      join(dir, 'nginx.conf'),
      '--precompress',
    ],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  )
  if (render.status !== 0) throw new Error(render.stderr)
  const server = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'inherit' })
  const origin = `http://127.0.0.1:${port}`
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const up = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    if (server.exitCode !== null) throw new Error(`nginx exited (${server.exitCode})`)
    await new Promise((done) => setTimeout(done, 100))
  }
  return {
    origin,
    async stop() {
      const exited = new Promise((done) => server.once('exit', done))
      server.kill('SIGTERM')
      await exited
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
