import type { Plugin } from 'vite'
import { buildPlugin } from './build-plugin.ts'

// The app's one stylesheet (cssCodeSplit: false) goes into index.html as a <style> element instead of
// a <link>. A linked stylesheet blocks the first paint for its own request, which on a phone's
// connection shares the line with the entry script: the loading screen then shows only after both
// have made progress. Inline, the loading screen paints as soon as the document has arrived. The cost
// is the stylesheet's bytes in the document, which nginx revalidates (no-cache,
// ETag), so a returning visitor downloads them again only after a deploy, as they would the file.
// The deployed CSP allows the element by its hash (deploy/csp.mjs reads it from the built index.html).
// Mock-backed builds keep the link: there the mock backend starts before the first screen, and its
// long start-up tasks, run after an early paint, counted as blocking time in Lighthouse, while the
// support agent's desktop line gains nothing from it.
// Measurements: docs/performance.md.

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/g

/** index.html with each built stylesheet link replaced by the stylesheet itself. */
export function inlineStylesheets(html: string, stylesheet: (href: string) => string | undefined): string {
  return html.replace(STYLESHEET_LINK, (_link, href: string) => {
    const css = stylesheet(href)
    if (css === undefined) throw new Error(`inline-stylesheet: ${href} is not in the bundle`)
    // A "</style" inside the rules (in a string or a comment) would end the element early.
    return `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`
  })
}

export function inlineStylesheet({ mock }: { mock: boolean }): Plugin {
  return buildPlugin('lk:inline-stylesheet', (config) => ({
    apply: (_config, { command }) => command === 'build' && !mock,
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle
        if (!bundle) return html
        const { base } = config()
        const inlined = new Set<string>()
        const result = inlineStylesheets(html, (href) => {
          const asset = Object.values(bundle).find((item) => item.type === 'asset' && base + item.fileName === href)
          if (asset?.type !== 'asset') return undefined
          inlined.add(asset.fileName)
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
        })
        // Nothing else links it (the lazy chunks' CSS is in the same one file), so it is not shipped.
        // Deleting from the bundle is how Rollup drops an emitted file.
        // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
        for (const fileName of inlined) delete bundle[fileName]
        return result
      },
    },
  }))
}
