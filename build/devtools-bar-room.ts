import type { Plugin } from 'vite'
import { BAR_HEIGHT_PX, BAR_HOST_ID } from '../src/features/devtools/bar-room.ts'

/**
 * On the dev server, index.html holds the devtools bar's room before the app from its first paint:
 * the bar's host at the body's start, as tall as the bar. The bar itself comes with the shell's code,
 * 0.3–0.8 s after the app, and renders into it (src/features/devtools/dev-bar.tsx), so nothing of
 * the app moves. Builds, and a dev server run with VITE_DEVTOOLS=off, have no bar and no room.
 */
export function devtoolsBarRoom(enabled: boolean): Plugin {
  return {
    name: 'lk:devtools-bar-room',
    apply: 'serve',
    transformIndexHtml: () =>
      enabled
        ? [
            {
              tag: 'style',
              children: `:root{--devtools-bar-height:${BAR_HEIGHT_PX}px}#${BAR_HOST_ID}{min-height:var(--devtools-bar-height)}`,
              injectTo: 'head',
            },
            { tag: 'div', attrs: { id: BAR_HOST_ID }, injectTo: 'body-prepend' },
          ]
        : [],
  }
}
