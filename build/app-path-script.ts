/**
 * For index.html's inline scripts: a JavaScript expression of the address's path as the app knows
 * it, without the base path the build is served under ('/preview/pr-7/profile' -> '/profile').
 */
export function appPathScript(base: string): string {
  return base === '/' ? 'location.pathname' : `("/"+location.pathname.slice(${base.length}))`
}

/** index.html with an inline script just before the entry's module tag, so it runs before the app's code is asked for. */
export function beforeEntry(html: string, script: string): string {
  return html.replace('<script type="module"', `<script>${script}</script>\n    <script type="module"`)
}
