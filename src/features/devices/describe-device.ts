import { UAParser } from 'ua-parser-js'

// ua-parser-js stays inside the devices feature so it ships only with /profile/devices.

/** SPEC §9: user agents are cut to 500 characters before parsing. */
export const USER_AGENT_LIMIT = 500

export type DeviceKind = 'phone' | 'tablet' | 'computer'

export type DeviceDescription = {
  /** "Windows 10 · Chrome"; a sensible fallback when nothing is recognised. */
  title: string
  os: string
  browser: string
  kind: DeviceKind
}

export function describeUserAgent(userAgent: string): DeviceDescription {
  const { os, browser, device } = UAParser(userAgent.slice(0, USER_AGENT_LIMIT))
  const osText = [os.name, os.version].filter(Boolean).join(' ')
  const browserText = browser.name ?? ''
  const kind: DeviceKind = device.type === 'mobile' ? 'phone' : device.type === 'tablet' ? 'tablet' : 'computer'
  const title = [osText, browserText].filter(Boolean).join(' · ') || 'Неизвестное устройство'
  return { title, os: osText, browser: browserText, kind }
}
