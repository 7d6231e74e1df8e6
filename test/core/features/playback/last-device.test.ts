import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createJsonDocuments } from '../../../../electron/core/base/files/json-documents'
import { createLastDevice, type LastDevice } from '../../../../electron/core/features/playback/last-device'
import { startEngineHarness, type EngineHarness } from '../../../support/engine-harness'

const quiet = { debug() {}, info() {}, warn() {}, error() {} }
vi.setConfig({ testTimeout: 30_000 })

describe('the device that last played, kept across restarts', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'encore-last-device-'))
    dirs.push(dir)
    return dir
  }

  it('is read back by the next start, per session; a damaged file is no device', () => {
    const dir = folder()
    const first = createLastDevice(createJsonDocuments(dir, quiet))
    first.keep('spotify/ann', 'phone')
    first.keep('demo/listener', 'desktop')
    const next = createLastDevice(createJsonDocuments(dir, quiet))
    expect(next.of('spotify/ann')).toBe('phone')
    expect(next.of('demo/listener')).toBe('desktop')
    expect(next.of('spotify/bob')).toBeNull()
    const damaged = folder()
    writeFileSync(join(damaged, 'last-device.json'), '["phone"]')
    expect(createLastDevice(createJsonDocuments(damaged, quiet)).of('spotify/ann')).toBeNull()
  })
})

describe('the engine: a play with nothing playing goes to the device that last played', () => {
  let h: EngineHarness | null = null
  afterEach(async () => {
    await h?.close()
    h = null
  })

  it('keeps the device a read shows playing, and plays there after a restart without asking', async () => {
    const kept = new Map<string, string>()
    const lastDevice: LastDevice = {
      of: (session) => kept.get(session) ?? null,
      keep: (session, id) => void kept.set(session, id),
    }
    h = await startEngineHarness({ lastDevice })
    h.signIn()
    h.engine.setVisible('page', true)
    await h.settle()
    const album = h.emulator.catalog.albums[0]!
    expect(await h.asAnotherDevice('PUT', '/me/player', { device_ids: [h.deviceId('Pocket Phone')] })).toBe(
      204,
    )
    await h.engine.run({ kind: 'play', play: { contextUri: `spotify:album:${album.id}` } })
    await h.advance(1_000)
    expect([...kept.values()]).toEqual([h.deviceId('Pocket Phone')])
    await h.close()

    // A new start, with nothing loaded on any device: the play goes to the phone, no picker.
    h = await startEngineHarness({ lastDevice })
    h.signIn()
    await h.settle()
    const notices = h.notices
    await h.engine.run({ kind: 'play', play: { contextUri: `spotify:album:${album.id}` } })
    await h.advance(1_000)
    expect(notices.map((notice) => notice.code)).not.toContain('CHOOSE_DEVICE')
    expect((await h.truth())?.is_playing).toBe(true)
    expect(h.latest().device?.name).toBe('Pocket Phone')
  })

  it('adds to the queue with nothing playing: on the device that last played, woken paused, no picker', async () => {
    h = await startEngineHarness({
      lastDevice: { of: () => 'unknown-yet', keep: () => {} },
    })
    const phone = h.deviceId('Pocket Phone')
    await h.close()
    h = await startEngineHarness({ lastDevice: { of: () => phone, keep: () => {} } })
    h.signIn()
    await h.settle()
    const track = h.emulator.catalog.tracks[3]!
    const { notice } = await h.engine.answered.addToQueue(`spotify:track:${track.id}`)
    await h.advance(1_000)
    expect(notice).toBeNull()
    expect(h.notices.map((said) => said.code)).not.toContain('CHOOSE_DEVICE')
    const player = h.emulator.state.user(h.emulator.user.id).player
    expect(player.queue).toContain(track.id)
    expect(player.activeDeviceId).toBe(phone)
  })
})
