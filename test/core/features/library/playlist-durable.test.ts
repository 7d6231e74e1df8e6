import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { startEmulator, type EmulatorHandle } from '../../../../electron/emulator'
import {
  SPOTIFY_LIKE_CLIENT_ID,
  startEncoreOnEmulator,
  type EncoreOnEmulator,
} from '../../../support/encore-on-emulator'
import { pageApi } from '../../../support/page-api'

/**
 * Playlist edits kept through a restart (playlist-durable.ts): made while the service is away, they wait in the
 * outbox's file with the entries they name; after Encore starts again and the service is back, they are sent
 * through the editor's rebase, so another client's change made meanwhile is kept, an add undone by a removal
 * before either was sent sends nothing, and each edit reaches the service once.
 */

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function until(condition: () => Promise<boolean>, what: string, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

async function start(emulator: EmulatorHandle, dataDir: string): Promise<EncoreOnEmulator> {
  const app = await startEncoreOnEmulator({ running: emulator, dataDir })
  cleanups.push(() => app.close())
  await app.signIn()
  await app.encore.library.service.idle()
  return app
}

describe('playlist edits across a restart', () => {
  it('waiting edits survive a restart, are rebased on another client’s change, and reach the service once', async () => {
    const emulator = await startEmulator({
      size: 'small',
      seed: 'playlist-durable',
      autoApprove: true,
      extraClientIds: [SPOTIFY_LIKE_CLIENT_ID],
    })
    cleanups.push(() => emulator.close())
    const dataDir = mkdtempSync(join(tmpdir(), 'encore-playlist-durable-'))
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
    const uri = (index: number) => `spotify:track:${emulator.catalog.tracks[index]!.id}`
    const token = emulator.issueToken().access_token
    const elsewhere = async (method: string, path: string, body: unknown) => {
      const response = await fetch(`${emulator.apiUrl}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      expect(response.status).toBeLessThan(300)
      return response
    }
    const made = await elsewhere('POST', `/users/${emulator.user.id}/playlists`, { name: 'Kept Edits' })
    const { id } = (await made.json()) as { id: string }
    await elsewhere('POST', `/playlists/${id}/tracks`, { uris: [uri(1), uri(2), uri(3)] })
    const onService = () =>
      emulator.state.playlists.get(id)!.items.map((item) => `spotify:track:${item.trackId}`)

    const first = await start(emulator, dataDir)
    const api = pageApi(first.encore)
    await api.playlists.get({ id })
    const opened = (await api.playlists.items({ id, offset: 0, limit: 50 })).items
    expect(opened.map((entry) => entry.track.uri)).toEqual([uri(1), uri(2), uri(3)])

    // Tracks the library holds can be added while the service is away (others are read first: see the report).
    const saved = (await api.library.tracks({ offset: 0, limit: 20 })).items.map((row) => row.track.uri)
    const [fourth, fifth] = saved.filter((track) => ![uri(1), uri(2), uri(3), uri(6)].includes(track))
    emulator.faults.set({ down: true })
    await api.playlists.addItems({ id, uris: [fourth!] })
    await api.playlists.removeItems({ id, keys: [opened[0]!.key] })
    // Added and taken out again before either was sent: nothing of it waits.
    const added = await api.playlists.addItems({ id, uris: [fifth!] })
    expect(added.total).toBe(4)
    const undone = (await api.playlists.items({ id, offset: 0, limit: 50 })).items.find(
      (entry) => entry.track.uri === fifth,
    )!
    await api.playlists.removeItems({ id, keys: [undone.key] })
    const shown = (await api.playlists.items({ id, offset: 0, limit: 50 })).items
    expect(shown.map((entry) => entry.track.uri)).toEqual([uri(2), uri(3), fourth])
    await first.encore.outbox.idle()
    expect((await api.outbox.list()).entries.map((entry) => entry.label)).toEqual([
      'Add a track to “Kept Edits”',
      'Remove a track from “Kept Edits”',
    ])
    // Listed in the language spoken, from the edits themselves (the kept words are English).
    await api.settings.update({ language: 'de' })
    expect((await api.outbox.list()).entries.map((entry) => entry.label)).toEqual([
      'Einen Titel zu „Kept Edits“ hinzufügen',
      'Einen Titel aus „Kept Edits“ entfernen',
    ])
    await api.settings.update({ language: 'system' })
    await first.close()
    cleanups.splice(cleanups.length - 1, 1)

    // Meanwhile another client adds to the playlist; then Encore starts again and the service is back.
    emulator.faults.set({ down: false })
    await elsewhere('POST', `/playlists/${id}/tracks`, { uris: [uri(6)] })
    emulator.traffic.clear()
    const second = await start(emulator, dataDir)
    const again = pageApi(second.encore)
    await until(async () => (await again.outbox.list()).entries.length === 0, 'both edits were sent')
    await second.encore.outbox.idle()
    expect(onService()).toEqual([uri(2), uri(3), uri(6), fourth])
    const writes = emulator.traffic
      .entries()
      .filter((entry) => entry.method !== 'GET' && entry.path.startsWith(`/playlists/${id}/`))
    expect(writes.map((entry) => `${entry.method} ${entry.status}`).sort()).toEqual([
      'DELETE 200',
      'POST 201',
    ])
  }, 60_000)

  it('a track the library does not hold, added while the service is away, waits too and is named once sent (in German)', async () => {
    const emulator = await startEmulator({ size: 'small', seed: 'playlist-unheld', autoApprove: true })
    cleanups.push(() => emulator.close())
    const dataDir = mkdtempSync(join(tmpdir(), 'encore-playlist-unheld-'))
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }))
    const app = await start(emulator, dataDir)
    // Spoken in German: the row's stand-in name is German, and still known for one once the add is sent.
    await app.encore.api.settings.update({ language: 'de' })
    const api = pageApi(app.encore)
    const created = await api.playlists.create({ name: 'Offline Finds' })
    await app.encore.outbox.idle()
    const saved = new Set(
      (await api.library.tracks({ offset: 0, limit: 500 })).items.map((row) => row.track.uri),
    )
    const unheld = emulator.catalog.tracks.find((track) => !saved.has(`spotify:track:${track.id}`))!
    const uri = `spotify:track:${unheld.id}`
    const { id } = (await api.outbox.list()).entries.length
      ? created
      : await api.playlists.get({ id: created.id })
    emulator.faults.set({ down: true })
    const added = await api.playlists.addItems({ id, uris: [uri] })
    expect(added.total).toBe(1)
    const shown = (await api.playlists.items({ id, offset: 0, limit: 10 })).items
    expect(shown.map((entry) => [entry.track.uri, entry.track.name])).toEqual([
      [uri, 'Ein Titel (sein Name folgt, sobald Spotify antwortet)'],
    ])
    await app.encore.outbox.idle()
    expect((await api.outbox.list()).entries.map((entry) => entry.label)).toEqual([
      'Einen Titel zu „Offline Finds“ hinzufügen',
    ])

    emulator.faults.set({ down: false })
    app.encore.outbox.nudge(['offline'])
    await until(async () => (await api.outbox.list()).entries.length === 0, 'the add was sent')
    await app.encore.outbox.idle()
    expect(emulator.state.playlists.get(id)!.items.map((item) => item.trackId)).toEqual([unheld.id])
    await until(
      async () =>
        (await api.playlists.items({ id, offset: 0, limit: 10 })).items[0]?.track.name === unheld.name,
      'the page names the track',
    )
  }, 60_000)
})
