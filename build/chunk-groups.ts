// Lazy code is grouped into a few deliberate chunks (rolldown's codeSplitting groups): each file is a
// request, and on a phone's connection requests cost round trips before the first screen can paint.
// Higher priority claims a module first; a group also takes the modules its members import, so the
// basics go first or the overlays would swallow icons and buttons. Measurements: docs/performance.md.

const id = (pattern: string) => new RegExp(`[\\\\/]${pattern.replaceAll('/', '[\\\\/]')}`)

/**
 * TanStack Query's query hooks by their build files: every signed-in screen reads data, /auth only
 * mutates, so they belong with the signed-in screens. These are the package's internal file names;
 * build/chunk-groups.test.ts fails when an upgrade moves or renames one, instead of the group
 * silently losing it.
 */
export const QUERY_HOOK_FILES = [
  '@tanstack/react-query/build/modern/useQuery.js',
  '@tanstack/react-query/build/modern/useSuspenseQuery.js',
  '@tanstack/react-query/build/modern/useBaseQuery.js',
  '@tanstack/react-query/build/modern/suspense.js',
  '@tanstack/react-query/build/modern/errorBoundaryUtils.js',
  '@tanstack/react-query/build/modern/IsRestoringProvider.js',
  '@tanstack/query-core/build/modern/queryObserver.js',
]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const queryHooks = QUERY_HOOK_FILES.map((file) => `${escape(file.replace(/\.js$/, ''))}\\.`).join('|')

export const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const], priority: 4 },
  // The mock backend (preview builds) starts before the first render on every address, all of it at
  // once, with the studio's engine its handlers and start use (catalogue, rules, journal, the link's
  // fragment key, the worker's health); the studio's panel sections, its data editor, HAR and link
  // code and the full-page mock pages load on their own when needed.
  {
    name: 'mock',
    test: id(
      'mocks/((?!studio/|pages/.)|studio/(core/(app-bridge|notices|worker-health|calls)|journal/(timeline|record-timeline)|' +
        'rules/(rules|rule-matcher|outcome-response|presets)|link/fragment)\\.)',
    ),
    priority: 3,
  },
  // Controls every form screen uses, /auth included, and the theme switch its card and the
  // signed-in layout both show; the API modules /auth's requests and the signed-in screens' share
  // (left out of the entry since the payment kinds stopped bringing ./payments into it, the signed-in
  // screens' group would claim them and come with them into /auth); TanStack Query's
  // `queryOptions`, which /auth's own queries use too (for the same reason); and the two small
  // pieces /auth and / both use, each a request of its own on both before: the hook that notices a
  // page shown again from the back-forward cache, and the lazy component whose code came when idle.
  {
    name: 'ui',
    test: id(
      '(src/(ui/(button|icon-button|icons|field|password-input|tabs|form-errors|use-back-forward-return)|' +
        'features/theme/theme-switch|lib/preloaded-component|' +
        'api/(http|send|auth-required|text-rules|schema))|' +
        '@tanstack/react-query/build/modern/queryOptions)\\.',
    ),
    priority: 2,
  },
  // Signed-in screens only, kept out of /auth's budget: dialogs, avatars, skeletons, the shared card
  // classes, money formatting, clipped strings and the lists' entries they clip, the shell's links,
  // the user request of the layout's loader and the query hooks. Each was its own small chunk, one
  // more request on `/`.
  {
    name: 'ui-screens',
    test: id(
      '(src/ui/(modal|use-focus-trap|use-scroll-lock|avatar|skeleton|card|format|clipped-text)\\.|' +
        'src/api/list-entries\\.|src/config/links\\.|' +
        `src/api/user\\.|${queryHooks})`,
    ),
    priority: 1,
  },
]
