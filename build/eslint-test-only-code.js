// The app carries no code for its tests only (PRODUCT.md §4): a test run differs from the dev server
// and the builds by its configuration (vite.config.ts's `test.env`), never by a branch of the app
// that asks whether a test is running. This rule finds the ways of asking.

/** `import.meta.env.MODE` and the like as written, or null for anything else. */
function dotted(node) {
  if (node.type === 'MetaProperty') return `${node.meta.name}.${node.property.name}`
  if (node.type === 'Identifier') return node.name
  if (node.type !== 'MemberExpression') return null
  const object = dotted(node.object)
  const property = node.computed ? node.property.type === 'Literal' && node.property.value : node.property.name
  return object && typeof property === 'string' ? `${object}.${property}` : null
}

/** What only a test runner sets: Vitest's mode and flags. */
const ASKING = new Set(['import.meta.env.MODE', 'import.meta.env.VITEST', 'import.meta.vitest', 'process.env.VITEST'])
const isTestLiteral = (node) => node.type === 'Literal' && node.value === 'test'

const rule = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      asks: '{{what}} asks whether a test is running: leave the difference to the test configuration (vite.config.ts).',
    },
  },
  create(context) {
    const report = (node, what) => context.report({ node, messageId: 'asks', data: { what } })
    return {
      MemberExpression(node) {
        const name = dotted(node)
        if (name && ASKING.has(name)) report(node, name)
      },
      BinaryExpression(node) {
        if (!/^[!=]==?$/.test(node.operator)) return
        const sides = [node.left, node.right]
        if (sides.some(isTestLiteral) && sides.some((side) => dotted(side) === 'process.env.NODE_ENV')) {
          report(node, "process.env.NODE_ENV compared with 'test'")
        }
      },
    }
  },
}

export const testOnlyCodePlugin = { rules: { 'no-test-branch': rule } }
