import type { Device } from '../../../contract'

/** Which device `encore device NAME` means, or why none (no such device, or more than one). */
export type DeviceMatch = { device: Device } | { problem: string }

/**
 * Matches a device by id or name, case-insensitively: an exact id or name first, else the one device whose
 * name starts with the words given ("kitchen" for "Kitchen Speaker").
 */
export function matchDevice(devices: readonly Device[], target: string): DeviceMatch {
  const wanted = target.trim().toLowerCase()
  const exact = devices.filter(
    (device) => device.id.toLowerCase() === wanted || device.name.toLowerCase() === wanted,
  )
  const candidates = exact.length
    ? exact
    : devices.filter((device) => device.name.toLowerCase().startsWith(wanted))
  const [first] = candidates
  if (first && candidates.length === 1) return { device: first }
  const names = (list: readonly Device[]) => list.map((device) => device.name).join(', ')
  if (candidates.length > 1) {
    return {
      problem: `“${target}” matches ${candidates.length} devices: ${names(candidates)}; say more of the name`,
    }
  }
  if (!devices.length) return { problem: 'no devices are available: open Spotify on a phone or computer' }
  return { problem: `no device is called “${target}”; the devices are ${names(devices)}` }
}
