import { lazy } from 'react'
import { formDevtoolsPlugin } from '@tanstack/react-form-devtools'
import { ReactQueryDevtoolsPanel } from '@tanstack/react-query-devtools'
import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { TanStackRouterDevtoolsPanel } from '@tanstack/react-router-devtools'
import type { TanStackDevtoolsReactPlugin } from '@tanstack/react-devtools'
import { FormTab } from './form-tab'
import { StyledLikePage } from './styled-like-page'

// The studio's sections, only when the mock backend runs (a dev server against real backends has none).
const MockSections = lazy(() =>
  import('@mocks/studio/panel/shell/devtools-panel').then((m) => ({ default: m.DevtoolsPanel })),
)
const mock = import.meta.env.VITE_MOCK === 'true'

/** TanStack's Form tab, told of the forms already on screen when it opens (forms-on-screen.ts). */
function formPlugin(): TanStackDevtoolsReactPlugin {
  const plugin = formDevtoolsPlugin()
  const { render } = plugin
  return {
    ...plugin,
    // A stable id, as the other tabs have: the shell keys its stored layout by them (one-pane.ts).
    id: 'form',
    render: (element, props) => <FormTab>{typeof render === 'function' ? render(element, props) : render}</FormTab>,
  }
}

/** The shell's tabs: what each TanStack library knows, and what the mock backend did. */
export function useDevtoolsPlugins(): TanStackDevtoolsReactPlugin[] {
  const router = useRouter()
  const queryClient = useQueryClient()
  return [
    { id: 'router', name: 'Router', render: <TanStackRouterDevtoolsPanel router={router} /> },
    { id: 'query', name: 'Query', render: <ReactQueryDevtoolsPanel client={queryClient} /> },
    formPlugin(),
    ...(mock
      ? [
          {
            id: 'mock',
            name: 'Мок',
            render: (
              <StyledLikePage>
                <MockSections />
              </StyledLikePage>
            ),
            defaultOpen: true,
          },
        ]
      : []),
  ]
}
