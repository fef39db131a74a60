import * as v from 'valibot'
import type { ApiCall } from './call'
import { send } from './send'
import { listEntries, type ListEntries } from './list-entries'
import { IdSchema, MessageSchema, OptionalTextSchema } from './schema'
import { readQuery, type ReadContext } from './read-query'

export const devicesCall = 'POST gateway authms/api/Auth/devices' satisfies ApiCall
export const endDeviceCall = 'DELETE gateway authms/api/Auth/devices/:id' satisfies ApiCall
export const endOtherDevicesCall = 'POST gateway authms/api/Auth/logout-all-except-current' satisfies ApiCall

// SPEC §7 device/session calls. The current session is the one with `isCurrent: true`: the backend
// knows which session the bearer token belongs to and marks it (the mock does the same). A backend
// without the flag simply shows no "this device" mark; nothing breaks.

export const DeviceSchema = v.object({
  id: IdSchema,
  userAgent: OptionalTextSchema,
  ipAddress: OptionalTextSchema,
  lastActivity: OptionalTextSchema,
  isCurrent: v.optional(v.nullable(v.boolean()), false),
})
export type Device = v.InferOutput<typeof DeviceSchema>

/** A bare array or `{ data: [...] }`, read entry by entry: one broken session does not hide the others. */
export const DeviceListSchema = v.pipe(
  v.union([
    v.array(v.unknown()),
    v.pipe(
      v.object({ data: v.array(v.unknown()) }),
      v.transform((answer) => answer.data),
    ),
  ]),
  listEntries(DeviceSchema),
)

function activityTime(device: Device) {
  const time = Date.parse(device.lastActivity)
  return Number.isNaN(time) ? 0 : time
}

/**
 * The current session first, then the most recently active. Each date is parsed once, not at every
 * comparison, where a thousand sessions would be some 20 000 parses before the first rows.
 */
export function sortDevices(devices: Device[]): Device[] {
  return devices
    .map((device) => ({ device, current: Number(device.isCurrent), time: activityTime(device) }))
    .sort((a, b) => b.current - a.current || b.time - a.time)
    .map(({ device }) => device)
}

export async function fetchDevices({ signal }: ReadContext = {}): Promise<ListEntries<Device>> {
  const { items, skipped } = await send(devicesCall, { signal }).json(DeviceListSchema)
  return { items: sortDevices(items), skipped }
}

/** Ends one session; the answer's body is not used (some services send none). */
export async function removeDevice(id: string): Promise<void> {
  await send(endDeviceCall, {}, id)
}

export function logoutOtherDevices() {
  return send(endOtherDevicesCall).json(MessageSchema)
}

export const deviceQueries = {
  all: () => ['devices'] as const,
  // both screens show the failure in place, with a retry
  list: () =>
    readQuery([...deviceQueries.all(), 'list'], fetchDevices, {
      call: devicesCall,
      staleTime: 10_000,
      inlineError: true,
      startedByLoader: true,
    }),
}
