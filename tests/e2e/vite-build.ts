import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startOnFreePort, type LocalServer } from './local-server'

/** Builds of this checkout that a spec makes for itself, beside the suite's own (dist-e2e). */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const VITE = join(ROOT, 'node_modules/.bin/vite')

/** The shell's environment without any variable the build or `vite preview` reads. */
export function shellWithout(prefixes: string[]): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !prefixes.some((prefix) => name.startsWith(prefix))),
  )
}

/** `vite build --outDir <outDir> …args` with `env` (the VITE_* variables of the build) over the shell's. */
export function viteBuild(outDir: string, env: Record<string, string>, args: string[] = []) {
  return new Promise<void>((done, fail) => {
    const child = spawn(VITE, ['build', ...args, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: ROOT,
      env: { ...shellWithout(['VITE_']), ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`vite build ${args.join(' ')} failed:\n${errors}`)),
    )
  })
}

/** `npm run preview -- --outDir <outDir>` on a free port, in a shell with `env`. */
export async function startVitePreview(outDir: string, env: NodeJS.ProcessEnv): Promise<LocalServer> {
  const preview = await startOnFreePort((port) =>
    spawn(VITE, ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
      cwd: ROOT,
      env,
      stdio: 'ignore',
    }),
  )
  if (!preview) throw new Error(`vite preview of ${outDir} did not start`)
  return preview
}
