// The import directions of src/ and mocks/, written once: each part names the parts it may import.
// eslint.config.js turns them into import-x/no-restricted-paths zones, which compare resolved files,
// so every spelling counts ('@/…', '../…', an import() and an `import type` alike). A part may always
// import itself; tests, benches and build scripts stand outside the parts.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/**
 * What a feature exports on purpose: the only modules other features and the mock may import.
 * A feature that exports imports no other feature, so features never import each other back.
 */
export const FEATURE_ENTRIES = {
  devices: ['describe-device.ts'],
  report: ['report-button.tsx'],
  theme: ['theme-switch.tsx'],
  wallet: ['payment-labels.ts'],
}

const SHARED = ['config', 'lib', 'api', 'report', 'ui']
const STUDIO_MODEL = ['core', 'rules', 'privacy', 'journal', 'data', 'link', 'import'].map((name) => `studio:${name}`)
const PANEL_SECTIONS = ['scenario', 'rules', 'data', 'import', 'journal', 'link', 'moments'].map(
  (name) => `panel:${name}`,
)

/** Each part: its files (globs under the repository) and what it may import besides itself. */
export function importParts(root) {
  const features = readdirSync(join(root, 'src/features'))
  const entries = (except) =>
    Object.keys(FEATURE_ENTRIES)
      .filter((feature) => feature !== except)
      .map((feature) => `entries:${feature}`)
  const parts = {
    // The app: src/ in layers, each knowing only those below it.
    config: { files: ['src/config/**'], may: [] },
    lib: { files: ['src/lib/**'], may: [] },
    api: { files: ['src/api/**'], may: ['config', 'lib'] },
    report: { files: ['src/report/**'], may: ['lib'] },
    ui: { files: ['src/ui/**'], may: ['config', 'lib', 'api', 'report'] },
    ...Object.fromEntries(
      features.map((feature) => [
        `feature:${feature}`,
        {
          files: [`src/features/${feature}/**`],
          may: [...SHARED, ...(feature in FEATURE_ENTRIES ? [] : entries(feature))],
        },
      ]),
    ),
    routes: {
      files: ['src/routes/**', 'src/routeTree.gen.ts'],
      may: [...SHARED, ...features.map((f) => `feature:${f}`)],
    },
    // The dev-only devtools tab shows the studio's sections.
    'feature:devtools': { files: ['src/features/devtools/**'], may: [...SHARED, 'panel:shell'] },
    // The entries: the browser's (main.tsx), and the build's render of the open pages (prerender/).
    app: { files: ['src/!(routeTree.gen).{ts,tsx}', 'src/prerender/**'], may: ['*'] },
    // The mock backend: its floor, the studio's model, the handlers and full pages, and its start.
    'mock:base': { files: ['mocks/!(browser|node).ts'], may: [...SHARED, ...entries()] },
    'studio:core': { files: ['mocks/studio/core/**'], may: [...SHARED, 'mock:base'] },
    'studio:rules': { files: ['mocks/studio/rules/**'], may: [...SHARED, 'mock:base', 'studio:core'] },
    'studio:privacy': { files: ['mocks/studio/privacy/**'], may: [...SHARED, 'mock:base', 'studio:rules'] },
    'studio:journal': {
      files: ['mocks/studio/journal/**'],
      may: [...SHARED, 'studio:core', 'studio:rules', 'studio:privacy'],
    },
    'studio:data': { files: ['mocks/studio/data/**'], may: [...SHARED, ...entries(), 'mock:base', 'studio:core'] },
    'studio:link': {
      files: ['mocks/studio/link/**'],
      // A link carries the moment of a customer's report open (import/stepping.ts).
      may: [...SHARED, 'mock:base', 'studio:core', 'studio:rules', 'studio:privacy', 'studio:data', 'studio:import'],
    },
    'studio:import': {
      files: ['mocks/studio/import/**'],
      may: [...SHARED, ...entries(), 'mock:base', 'studio:core', 'studio:rules', 'studio:privacy', 'studio:data'],
    },
    'mock:pages': { files: ['mocks/pages/**'], may: [...SHARED, ...entries(), 'mock:base'] },
    'mock:handlers': {
      files: ['mocks/handlers/**'],
      may: [...SHARED, 'mock:base', 'mock:pages', 'studio:core', 'studio:rules', 'studio:journal'],
    },
    'mock:start': {
      files: ['mocks/{browser,node}.ts'],
      may: [...SHARED, 'mock:base', 'mock:pages', 'mock:handlers', ...STUDIO_MODEL],
    },
    // The studio's panel, above the model it shows: its kit, what several sections share, the
    // sections (which never import each other), and the shell that holds them.
    'panel:kit': { files: ['mocks/studio/panel/kit/**'], may: ['ui', 'lib'] },
    'panel:shared': {
      files: ['mocks/studio/panel/shared/**'],
      may: [...SHARED, 'mock:base', ...STUDIO_MODEL, 'panel:kit'],
    },
    ...Object.fromEntries(
      PANEL_SECTIONS.map((section) => [
        section,
        {
          files: [`mocks/studio/panel/${section.slice('panel:'.length)}/**`],
          may: [...SHARED, ...entries(), 'mock:base', ...STUDIO_MODEL, 'panel:kit', 'panel:shared'],
        },
      ]),
    ),
    'panel:shell': {
      files: ['mocks/studio/panel/shell/**'],
      may: [...SHARED, 'mock:base', ...STUDIO_MODEL, 'panel:kit', 'panel:shared', ...PANEL_SECTIONS],
    },
  }
  for (const [feature, modules] of Object.entries(FEATURE_ENTRIES)) {
    parts[`entries:${feature}`] = { files: modules.map((module) => `src/features/${feature}/${module}`), may: [] }
  }
  return parts
}

const isEntries = (name) => name.startsWith('entries:')

/**
 * One zone per part: from its files, every file of a part it may not import is refused, but for the
 * modules features export on purpose that it may use.
 */
export function boundaryZones(root) {
  const parts = importParts(root)
  // import-x takes either globs or plain paths in one zone: a single file is written as a glob too.
  const absolute = (files) =>
    files.map((file) => join(root, /[*{!@]/.test(file) ? file : file.replace(/[^/]+$/, (name) => `@(${name})`)))
  const layers = Object.entries(parts)
    .filter(([name, part]) => !isEntries(name) && !part.may.includes('*'))
    .map(([name, part]) => {
      const refused = Object.keys(parts).filter(
        (other) => other !== name && !isEntries(other) && !part.may.includes(other),
      )
      return {
        target: absolute(part.files),
        from: absolute(refused.flatMap((other) => parts[other].files)),
        except: absolute(part.may.filter(isEntries).flatMap((entry) => parts[entry].files)),
        message: `${name} does not import this: see the directions in build/import-boundaries.js.`,
      }
    })
  return [
    ...layers,
    {
      // The mock backend runs without the studio's panel: on the test server, in the worker's page
      // before any panel mounts, in a build whose panel never loads.
      target: absolute(['mocks/*.ts', 'mocks/!(studio)/**', 'mocks/studio/!(panel)/**']),
      from: absolute(['{src,mocks}/**/*.{tsx,css}']),
      message: 'The mock backend loads no components or styles: they live in mocks/studio/panel/.',
    },
    {
      target: absolute(['mocks/studio/!(core)/**', 'mocks/studio/core/!(app-bridge).ts']),
      from: absolute(['src/api/token.ts', 'src/api/session.ts']),
      message: 'Use mocks/studio/core/app-bridge.ts: the studio signs the app in through its session start.',
    },
  ]
}
