import { NoticesView } from './notices-view'
import { PanelSections } from './panel-sections'
import styles from './devtools-panel.module.css'

/**
 * The studio as the dev server's "Мок" tab: the same sections as the support panel of preview
 * builds, in the app's own theme (the devtools shell around it has its own).
 */
export function DevtoolsPanel() {
  return (
    <section aria-label="Мок-бэкенд" className={styles.panel}>
      <NoticesView />
      <PanelSections />
    </section>
  )
}
