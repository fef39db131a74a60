// A module of the app measured in a Node process of its own (V8, as in Chrome): bundled as it ships
// (the app's path aliases resolved, nothing minified), then imported by a driver script in a child
// process, whose last line of output is its JSON result.
import { execFileSync } from 'node:child_process'
import { basename, extname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { ROOT } from './route-js.mjs'

/** Bundles `entry` (a path under the project) into `outDir`; returns the bundle's file URL. */
export async function bundleForNode(entry, outDir) {
  const fileName = basename(entry, extname(entry))
  await build({
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    resolve: { alias: { '@': join(ROOT, 'src'), '@mocks': join(ROOT, 'mocks') } },
    build: {
      outDir,
      emptyOutDir: true,
      minify: false,
      lib: { entry: join(ROOT, entry), formats: ['es'], fileName },
    },
  })
  return pathToFileURL(join(outDir, `${fileName}.js`)).href
}

/**
 * Runs `driver` (module code; `process.argv[1]` is the bundle, `process.argv[2]` the JSON `input`)
 * with Node's `flags`; returns the JSON of its last line.
 */
export function runDriver(driver, bundle, input, flags = []) {
  const output = execFileSync(
    process.execPath,
    [...flags, '--input-type=module', '-e', driver, bundle, JSON.stringify(input)],
    { encoding: 'utf8', maxBuffer: 2 ** 20 },
  )
  return JSON.parse(output.trim().split('\n').at(-1))
}
