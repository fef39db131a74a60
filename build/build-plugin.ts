import type { Plugin, ResolvedConfig } from 'vite'

/**
 * A plugin of `vite build` whose hooks read the resolved config (the base path given by `--base`,
 * the output folder). Vite resolves it after the plugins are made and hands it to `configResolved`
 * alone: the index.html hooks have no environment to read it from.
 */
export function buildPlugin(
  name: string,
  hooks: (config: () => ResolvedConfig) => Omit<Plugin, 'name' | 'configResolved'>,
): Plugin {
  let resolved: ResolvedConfig | undefined
  const config = () => {
    if (!resolved) throw new Error(`${name}: the config is read before Vite has resolved it`)
    return resolved
  }
  return {
    name,
    apply: 'build',
    configResolved(viteConfig) {
      resolved = viteConfig
    },
    ...hooks(config),
  }
}
