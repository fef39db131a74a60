// The mock backend (handlers, data, rule engine) must run with no studio panel code loaded: on the
// test server, in the worker's page before any panel mounts, and in a build whose panel never loads.
// This rule lets a backend module import neither React nor a panel module (.tsx, styles, the shell).
import { existsSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'

const root = dirname(dirname(new URL(import.meta.url).pathname))
const ALIASES = { '@/': 'src/', '@mocks/': 'mocks/' }
const UI_PACKAGES = /^(react|react-dom|@tanstack\/react-form|sonner)(\/|$)/

/** Panel code: components, styles, the shell, and the panel's .ts helpers (form state, hooks, actions). */
const PANEL = [/\.(tsx|css)$/, /^mocks\/studio\/panel\//]
const isPanel = (path) => PANEL.some((pattern) => pattern.test(path))

function resolveSource(file, source) {
  const alias = Object.keys(ALIASES).find((prefix) => source.startsWith(prefix))
  const base = alias
    ? resolve(root, ALIASES[alias], source.slice(alias.length))
    : source.startsWith('.')
      ? resolve(dirname(file), source)
      : null
  if (!base) return null
  const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((end) => base + end)
    .find((path) => existsSync(path) && /\.\w+$/.test(path))
  return relative(root, found ?? base)
}

const rule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: { panel: 'The mock backend must not load studio panel code ({{what}}).' },
  },
  create(context) {
    // Panel modules may use each other; every other module of mocks/ is the backend.
    if (isPanel(relative(root, context.filename))) return {}
    const check = (node, source, typeOnly) => {
      if (typeOnly || typeof source !== 'string') return
      const target = UI_PACKAGES.test(source) ? null : resolveSource(context.filename, source)
      const what = UI_PACKAGES.test(source) ? source : target && isPanel(target) ? target : null
      if (what) context.report({ node, messageId: 'panel', data: { what } })
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
      ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, false),
    }
  },
}

export const mockBackendPlugin = { rules: { 'no-panel-code': rule } }
