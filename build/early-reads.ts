import type { Plugin } from 'vite'
import { scopedKey } from '../src/lib/scoped-key.ts'
import { appPathScript, beforeEntry } from './app-path-script.ts'
import { buildPlugin } from './build-plugin.ts'
import { FIRST_READS } from '../src/api/first-reads.ts'
import { EARLY_READS_GLOBAL } from '../src/lib/early-reads.ts'
import { TOKEN_KEY } from '../src/api/token.ts'

// A signed-in screen asks for its data only once the app's code has downloaded and run: on a phone's
// line, the API round (with its CORS preflight to the backends' own origin) followed the whole
// download. This writes a tiny script into index.html that starts the screen's first reads
// (src/api/first-reads.ts) with the stored token while the code is still downloading; the HTTP
// client takes those answers (src/lib/early-reads.ts). Inline, as the route preloader, allowed by
// its hash. Production builds only: the mock backend's worker is not there yet at that moment.

/** Address -> [method, URL] of its first reads, the URLs built as the HTTP client builds them. */
export type EarlyReadsTable = Record<string, [method: string, url: string][]>

export function earlyReadsTable(bases: { general: string; gateway: string }): EarlyReadsTable {
  const url = (backend: string, path: string) =>
    `${(backend === 'gateway' ? bases.gateway : bases.general).replace(/\/+$/, '')}/${path}`
  return Object.fromEntries(
    Object.entries(FIRST_READS).map(([address, calls]) => [
      address,
      calls.map((call): [string, string] => {
        const [method = '', backend = '', path = ''] = call.split(' ')
        return [method, url(backend, path)]
      }),
    ]),
  )
}

/**
 * The inline script: with a stored token and a connection, the reads of the address start, each left
 * for the client under `METHOD URL` (the URL as a Request spells it) with the token sent. A failure is
 * the client's to explain, so it is caught here only to keep it from being reported unhandled.
 */
export function earlyReadsScript(table: EarlyReadsTable, base = '/'): string {
  return (
    `(function(){var reads=${JSON.stringify(table)};` +
    `var calls=reads[${appPathScript(base)}.replace(/\\/+$/,"")||"/"];if(!calls||!navigator.onLine)return;` +
    `var token;try{token=localStorage.getItem(${JSON.stringify(scopedKey(TOKEN_KEY, base))})}catch(e){return}` +
    `if(!token||!token.trim())return;var early=window[${JSON.stringify(EARLY_READS_GLOBAL)}]={};` +
    'calls.forEach(function(call){var url=new URL(call[1],location.href).href;' +
    'var answer=fetch(url,{method:call[0],headers:{Authorization:"Bearer "+token,Accept:"application/json"}});' +
    'answer.catch(function(){});early[call[0]+" "+url]={token:token,answer:answer}})})()'
  )
}

export function earlyReads(options: { mock: boolean; general?: string; gateway?: string }): Plugin {
  return buildPlugin('lk:early-reads', (config) => ({
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (options.mock || !options.general || !options.gateway) return html
        const { base } = config()
        const script = earlyReadsScript(earlyReadsTable({ general: options.general, gateway: options.gateway }), base)
        // Before the entry's tag, so the parser reaches it before the stylesheet's rules.
        return beforeEntry(html, script)
      },
    },
  }))
}
