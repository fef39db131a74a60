import { afterEach, describe, expect, it } from 'vitest'
import { stackPanes } from './one-pane'
import { readShellState, writeShellState } from './shell-state'

const PLUGINS = [{ id: 'router' }, { id: 'query' }, { id: 'form' }, { id: 'mock', defaultOpen: true }]

afterEach(() => localStorage.clear())

describe('one pane at a time', () => {
  it('lays every plugin out as a tab of one pane, the one shown before in front, and keeps the rest', () => {
    writeShellState({
      persistOpen: true,
      layout: {
        kind: 'split',
        dir: 'row',
        sizes: [0.5, 0.5],
        children: [
          { kind: 'group', id: 'g1', tabs: ['form', 'query'], active: 1 },
          { kind: 'group', id: 'g2', tabs: ['mock'], active: 0 },
        ],
      },
    })
    stackPanes(PLUGINS)
    expect(readShellState()).toEqual({
      persistOpen: true,
      subheaderCollapsed: true,
      layout: { kind: 'group', id: 'g0', tabs: ['router', 'query', 'form', 'mock'], active: 1 },
    })
  })

  it('shows the plugin opened by default when nothing was shown, or the stored state is unreadable', () => {
    localStorage.setItem('tanstack_devtools_state', '{"layout":')
    stackPanes(PLUGINS)
    expect(readShellState()?.layout).toMatchObject({ tabs: ['router', 'query', 'form', 'mock'], active: 3 })
  })
})
