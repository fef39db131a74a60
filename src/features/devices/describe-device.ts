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

/**
 * Descriptions by user agent. An account's sessions share a few agents, and a windowed list describes
 * each row again as it scrolls into view (ua-parser-js is not free per agent).
 * Bounded, so a hostile list of unique agents cannot grow it without end.
 */
const described = new Map<string, DeviceDescription>()
const DESCRIBED_LIMIT = 500

export function describeUserAgent(userAgent: string): DeviceDescription {
  const known = described.get(userAgent)
  if (known) return known
  if (described.size >= DESCRIBED_LIMIT) described.clear()
  const description = parseUserAgent(userAgent)
  described.set(userAgent, description)
  return description
}

function parseUserAgent(userAgent: string): DeviceDescription {
  // Only the three parts shown: the whole result also parses the CPU and the engine, a third more work.
  const parser = new UAParser(userAgent.slice(0, USER_AGENT_LIMIT))
  const [os, browser, device] = [parser.getOS(), parser.getBrowser(), parser.getDevice()]
  const osText = [os.name, os.version].filter(Boolean).join(' ')
  const browserText = browser.name ?? ''
  const kind: DeviceKind = device.type === 'mobile' ? 'phone' : device.type === 'tablet' ? 'tablet' : 'computer'
  const title = [osText, browserText].filter(Boolean).join(' · ') || 'Неизвестное устройство'
  return { title, os: osText, browser: browserText, kind }
}
