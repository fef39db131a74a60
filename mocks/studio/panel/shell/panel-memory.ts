import * as v from 'valibot'
import { storageKey } from '@/lib/base-path'
import { TAB_MEMORY_NAME } from './panel-room'

// What the panel remembers across reloads: in this tab, whether it was open, on which section and
// how far each section was scrolled; in this browser, how wide support docked it and where the
// phone's tab sits. Stored values are read as hostile (an older version, a hand edit).

const TAB_KEY = storageKey(TAB_MEMORY_NAME)
const LAYOUT_KEY = storageKey('lk-mock-panel-layout')

const TabSchema = v.object({
  open: v.optional(v.boolean(), false),
  section: v.optional(v.string(), ''),
  scroll: v.optional(v.record(v.string(), v.pipe(v.number(), v.finite(), v.minValue(0))), {}),
})
const LayoutSchema = v.object({
  width: v.optional(v.pipe(v.number(), v.finite())),
  /** The phone tab's top, as a share of the window's height. */
  tabTop: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
})

type TabMemory = v.InferOutput<typeof TabSchema>
type LayoutMemory = v.InferOutput<typeof LayoutSchema>

function read<T>(storage: () => Storage, key: string, schema: v.GenericSchema<unknown, T>): T {
  try {
    const parsed = v.safeParse(schema, JSON.parse(storage().getItem(key) ?? '{}'))
    if (parsed.success) return parsed.output
  } catch {
    // Blocked storage or a broken value: start from nothing.
  }
  return v.parse(schema, {})
}

function write(storage: () => Storage, key: string, value: object) {
  try {
    storage().setItem(key, JSON.stringify(value))
  } catch {
    // Blocked storage: the panel simply forgets.
  }
}

export const tabMemory = (): TabMemory => read(() => sessionStorage, TAB_KEY, TabSchema)
export const rememberTab = (change: Partial<TabMemory>) =>
  write(() => sessionStorage, TAB_KEY, { ...tabMemory(), ...change })

export const layoutMemory = (): LayoutMemory => read(() => localStorage, LAYOUT_KEY, LayoutSchema)
export const rememberLayout = (change: Partial<LayoutMemory>) =>
  write(() => localStorage, LAYOUT_KEY, { ...layoutMemory(), ...change })

/** A section's scroll position: kept per section, so coming back to one lands where it was left. */
export const rememberScroll = (section: string, top: number) =>
  rememberTab({ scroll: { ...tabMemory().scroll, [section]: Math.round(top) } })
