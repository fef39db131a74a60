import type { Page } from '@playwright/test'
import { failDevicesRule } from './studio-controls'
import { closePanel } from './studio-panel'

/** Through the support panel: every devices call answers 500 with `message`; the panel closes again. */
export async function failDevices(page: Page, message: string) {
  await failDevicesRule(page, message)
  await closePanel(page)
}
