import type { ComponentType } from 'react'

// The panel's sections, in the order they show. Each loads its code only when the panel first
// shows it, so the collapsed button stays tiny and the customer's first paint never waits for the studio.

export type PanelSection = {
  id: string
  title: string
  load: () => Promise<ComponentType>
}

export const SECTIONS: readonly PanelSection[] = [
  {
    id: 'scenario',
    title: 'Сценарий',
    load: () => import('../scenario/scenario-section').then((m) => m.ScenarioSection),
  },
  { id: 'rules', title: 'Правила', load: () => import('../rules/rules-section').then((m) => m.RulesSection) },
  { id: 'data', title: 'Данные', load: () => import('../data/data-editor').then((m) => m.DataEditor) },
  { id: 'har', title: 'Импорт HAR', load: () => import('../import/har-import').then((m) => m.HarImport) },
  { id: 'timeline', title: 'Журнал', load: () => import('../journal/timeline-section').then((m) => m.TimelineSection) },
  { id: 'link', title: 'Ссылка', load: () => import('../link/link-section').then((m) => m.LinkSection) },
]
