import { expect } from 'vitest'
import type { EmulatorHandle } from '../../electron/emulator'
import type { ApiClient, ErrorBody, JsonResponse } from '../support/emulator'

/**
 * Helpers for the tests of issue 4 (user state and the player): JSON requests, error assertions, and the
 * catalog picks those tests need.
 */

/** A request with a JSON body (Content-Type set only when there is a body, as api-spec.md requires). */
export function send<T = unknown>(
  api: ApiClient,
  method: string,
  path: string,
  body?: unknown,
): Promise<JsonResponse<T>> {
  return api.request<T>(
    method,
    path,
    body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } },
  )
}

/** Asserts an error in the service's shape; `reason` for player errors (undefined: must be absent). */
export function expectError(
  response: { status: number; body: unknown },
  status: number,
  expected: { reason?: string; message?: RegExp } = {},
): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status)
  const body = response.body as ErrorBody
  expect(Object.keys(body)).toEqual(['error'])
  expect(body.error.status).toBe(status)
  expect(body.error.message).toEqual(expect.any(String))
  if (expected.message) expect(body.error.message).toMatch(expected.message)
  expect(body.error.reason).toBe(expected.reason)
}

export function expectNoContent(response: { status: number; body: unknown }, status = 204): void {
  expect(response.status, JSON.stringify(response.body)).toBe(status)
  expect(response.body).toBeUndefined()
}

export const trackUri = (id: string) => `spotify:track:${id}`

/** An album of the catalog (international edition) with at least `min` tracks. */
export function albumWith(emulator: EmulatorHandle, min: number) {
  const album = emulator.catalog.albums.find(
    (record) => record.editionOf === undefined && record.trackIds.length >= min,
  )
  if (!album) throw new Error(`no album with ${min} tracks in the test catalog`)
  return album
}

export function trackOf(emulator: EmulatorHandle, id: string) {
  const track = emulator.catalog.track(id)
  if (!track) throw new Error(`no track ${id}`)
  return track
}

/** `count` distinct track ids of international editions (playable nearly everywhere). */
export function someTrackIds(emulator: EmulatorHandle, count: number, skip = 0): string[] {
  const ids = emulator.catalog.tracks
    .filter((track) => emulator.catalog.album(track.albumId)?.editionOf === undefined)
    .slice(skip, skip + count)
    .map((track) => track.id)
  if (ids.length < count) throw new Error(`the test catalog has fewer than ${count + skip} tracks`)
  return ids
}

export interface DeviceBody {
  id: string
  is_active: boolean
  is_restricted: boolean
  name: string
  type: string
  volume_percent: number | null
  supports_volume: boolean
}

export interface PlaybackBody {
  device: DeviceBody
  repeat_state: string
  shuffle_state: boolean
  context: { type: string; uri: string; href: string } | null
  timestamp: number
  progress_ms: number
  is_playing: boolean
  item: { id: string; duration_ms: number; uri: string }
  currently_playing_type: string
}

/** The devices by role: the computer and phone are plain, the speaker has a fixed volume, the TV is restricted. */
export async function devicesOf(api: ApiClient) {
  const response = await api.get<{ devices: DeviceBody[] }>('/me/player/devices')
  expect(response.status).toBe(200)
  const find = (predicate: (device: DeviceBody) => boolean, what: string) => {
    const device = response.body.devices.find(predicate)
    if (!device) throw new Error(`no ${what} device`)
    return device
  }
  return {
    all: response.body.devices,
    computer: find((d) => d.type === 'Computer', 'computer'),
    phone: find((d) => d.type === 'Smartphone', 'smartphone'),
    speaker: find((d) => d.volume_percent === null, 'fixed-volume'),
    restricted: find((d) => d.is_restricted, 'restricted'),
  }
}

export async function playback(api: ApiClient): Promise<PlaybackBody> {
  const response = await api.get<PlaybackBody>('/me/player')
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body
}

export interface HistoryItem {
  track: { id: string }
  played_at: string
  context: { uri: string; type: string } | null
}

export interface RecentlyPlayedBody {
  href: string
  items: HistoryItem[]
  limit: number
  next: string | null
  cursors: { after: string; before: string } | null
}

/**
 * Starts an album of at least `min` tracks on the computer (extra play-body fields such as `offset` or
 * `position_ms` go with it); answers the album record.
 */
export async function playAlbumOnComputer(
  emulator: EmulatorHandle,
  api: ApiClient,
  min: number,
  extra: Record<string, unknown> = {},
) {
  const album = albumWith(emulator, min)
  const { computer } = await devicesOf(api)
  expectNoContent(
    await send(api, 'PUT', `/me/player/play?device_id=${computer.id}`, {
      context_uri: `spotify:album:${album.id}`,
      ...extra,
    }),
  )
  return album
}
