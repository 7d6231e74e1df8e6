/**
 * `emulator.traffic`: every /v1 request with how it ended, so tests can count requests and prove that a
 * cancelled call hung up (`aborted`: the connection closed before the answer was sent).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { EmulatorHandle, ManualClock } from '../../../electron/emulator'
import { TrafficLog } from '../../../electron/emulator/http/traffic-log'
import { createManualClock } from '../../../electron/emulator'
import { apiClient, clientWithScopes, startTestEmulator, type ApiClient } from '../../support/emulator'

let emulator: EmulatorHandle<ManualClock>
let api: ApiClient

beforeAll(async () => {
  emulator = await startTestEmulator()
  api = clientWithScopes(emulator)
})
afterAll(() => emulator.close())

describe('emulator.traffic', () => {
  it('records each /v1 request with method, path, query, status and arrival time, oldest first', async () => {
    emulator.traffic.clear()
    const track = emulator.catalog.tracks[0]!.id
    await api.get(`/tracks/${track}?market=SE`)
    await api.get('/tracks/0000000000000000000000')
    await apiClient(emulator, undefined).get('/me')
    await api.request('POST', '/me/player/next')
    await fetch(`${emulator.accountsUrl}/authorize`) // not /v1: not logged
    expect(emulator.traffic.entries()).toEqual([
      { method: 'GET', path: `/tracks/${track}`, query: 'market=SE', status: 200, at: emulator.clock.now() },
      {
        method: 'GET',
        path: '/tracks/0000000000000000000000',
        query: '',
        status: 404,
        at: emulator.clock.now(),
      },
      { method: 'GET', path: '/me', query: '', status: 401, at: emulator.clock.now() },
      { method: 'POST', path: '/me/player/next', query: '', status: 404, at: emulator.clock.now() },
    ])
  })

  it('counts by method, path (exact or a pattern) and status', async () => {
    emulator.traffic.clear()
    const ids = emulator.catalog.tracks.slice(0, 3).map((t) => t.id)
    await Promise.all(ids.map((id) => api.get(`/tracks/${id}`)))
    await api.get('/me')
    await api.request('PUT', '/me/player/pause')
    expect(emulator.traffic.count()).toBe(5)
    expect(emulator.traffic.count({ path: /^\/tracks\// })).toBe(3)
    expect(emulator.traffic.count({ method: 'get', path: '/me' })).toBe(1)
    expect(emulator.traffic.count({ method: 'PUT' })).toBe(1)
    expect(emulator.traffic.count({ status: 200 })).toBe(4)
    expect(emulator.traffic.count({ status: 'aborted' })).toBe(0)
    // Faults are logged too: the log comes first.
    emulator.faults.set({ down: true })
    try {
      await api.get('/me')
    } finally {
      emulator.faults.reset()
    }
    expect(emulator.traffic.count({ status: 503 })).toBe(1)
  })

  it('records `aborted` when the client hangs up before the answer is sent', async () => {
    emulator.traffic.clear()
    emulator.faults.set({ latencyMs: 5_000 })
    const controller = new AbortController()
    try {
      const arrived = emulator.traffic.arrival({ path: '/me/player/devices' })
      const request = api.get('/me/player/devices', { signal: controller.signal })
      // Abort once the request reached the service; the latency holds the answer back meanwhile.
      await expect(arrived).resolves.toMatchObject({ method: 'GET', path: '/me/player/devices' })
      controller.abort()
      await expect(request).rejects.toThrow()
      const entry = await emulator.traffic.when({ path: '/me/player/devices' })
      expect(entry).toMatchObject({ method: 'GET', path: '/me/player/devices', status: 'aborted' })
      expect(emulator.traffic.count({ status: 'aborted' })).toBe(1)
    } finally {
      emulator.faults.reset()
    }
  })

  it('when() also resolves for an entry already kept', async () => {
    emulator.traffic.clear()
    await api.get('/me')
    await expect(emulator.traffic.when({ path: '/me', status: 200 })).resolves.toMatchObject({ path: '/me' })
  })
})

describe('the bound', () => {
  it('keeps only the last `capacity` entries', () => {
    const log = new TrafficLog(createManualClock(), 10)
    for (let i = 0; i < 25; i++) log.record({ method: 'GET', path: `/p/${i}`, query: '', status: 200, at: i })
    const kept = log.entries()
    expect(kept).toHaveLength(10)
    expect(kept[0]!.path).toBe('/p/15')
    expect(kept.at(-1)!.path).toBe('/p/24')
    expect(log.count({ path: '/p/3' })).toBe(0)
  })
})
