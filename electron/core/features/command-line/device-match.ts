import type { Device } from '../../../contract'

/** Which device `encore device NAME` means, or why none (no such device, or more than one). */
export type DeviceMatch = { device: Device } | { problem: string }

/** Whether the name, from one of its words on, starts with `wanted` ("phone" in "Pocket Phone"). */
function fromAWord(name: string, wanted: string): boolean {
  const words = name.toLowerCase().split(/\s+/)
  return words.some((_, index) => words.slice(index).join(' ').startsWith(wanted))
}

/**
 * Matches a device by id or name, case-insensitively: an exact id or name first, else the one device whose
 * name starts with the words given ("kitchen" for "Kitchen Speaker"), else the one with a word that does ("phone"
 * for "Pocket Phone").
 */
export function matchDevice(devices: readonly Device[], target: string): DeviceMatch {
  const wanted = target.trim().toLowerCase().replace(/\s+/g, ' ')
  const tiers = [
    (device: Device) => device.id.toLowerCase() === wanted || device.name.toLowerCase() === wanted,
    (device: Device) => device.name.toLowerCase().startsWith(wanted),
    (device: Device) => fromAWord(device.name, wanted),
  ]
  const candidates = tiers.map((fits) => devices.filter(fits)).find((found) => found.length) ?? []
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
