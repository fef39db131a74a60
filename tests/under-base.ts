import { afterEach, vi } from 'vitest'

// Modules as a build under a base path loads them (Vite's BASE_URL, '/preview/pr-7/'): they read it
// when they load, so each load starts from fresh modules.

/** What `load` imports, loaded afresh as the build under `base` loads it. */
export async function underBase<T>(base: string, load: () => Promise<T>): Promise<T> {
  vi.stubEnv('BASE_URL', base)
  vi.resetModules()
  return load()
}

/** After each test of the calling file, modules load as the root build's again. */
export function backToRootAfterEach() {
  afterEach(() => {
    vi.unstubAllEnvs()
    vi.resetModules()
  })
}
