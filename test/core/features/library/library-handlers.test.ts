import { afterEach, describe, expect, it } from 'vitest'
import type { Notice } from '../../../../electron/contract'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../../../support/encore-on-emulator'
import { pageApi } from '../../../support/page-api'

/** The library's bridge methods besides the sync: palette, saved state, saving with rollback, playing a row. */

let app: EncoreOnEmulator | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function signedIn() {
  app = await startEncoreOnEmulator({ account: { api: { scheduler: { budget: 5_000 } } } })
  const notices: Notice[] = []
  app.encore.on('notice', (notice) => notices.push(notice))
  await app.signIn()
  await app.encore.library.service.idle()
  return { running: app, encore: app.encore, notices }
}

async function asPhone(running: EncoreOnEmulator, method: string, path: string, body?: unknown) {
  const token = running.emulator.issueToken().access_token
  const response = await fetch(`${running.emulator.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  return response.status === 204 ? null : ((await response.json()) as Record<string, unknown>)
}

describe('library bridge methods', () => {
  it('the palette matches playlists, albums and artists fuzzily (a typo is fine), best first', async () => {
    const { encore } = await signedIn()
    const matches = await pageApi(encore).library.find({ query: 'runing mx', limit: 5 })
    expect(matches[0]).toMatchObject({ kind: 'playlist', name: 'Running Mix' })
    const firstArtist = (await pageApi(encore).library.artists({ offset: 0, limit: 1 })).items[0]!
    expect(
      (await pageApi(encore).library.find({ query: firstArtist.name, limit: 5 })).map((match) => match.id),
    ).toContain(firstArtist.id)
    expect(await pageApi(encore).library.find({ query: 'zzzzqqqq', limit: 5 })).toEqual([])
  })

  it('the palette finds saved tracks too, and letters in order across words ("runmx")', async () => {
    const { encore } = await signedIn()
    expect((await encore.api.library.find({ query: 'runmx', limit: 5 }))[0]).toMatchObject({
      kind: 'playlist',
      name: 'Running Mix',
    })
    const saved = (await pageApi(encore).library.tracks({ offset: 0, limit: 1 })).items[0]!.track
    const found = await encore.api.library.find({ query: saved.name, limit: 50 })
    expect(found).toContainEqual(
      expect.objectContaining({ kind: 'track', id: saved.id, uri: saved.uri, name: saved.name }),
    )
  })

  it('saves at once and reconciles; removes at once; a refused change rolls back with a notice', async () => {
    const { running, encore, notices } = await signedIn()
    const saved = new Set(running.emulator.state.demoUser().library.tracks.keys())
    const fresh = running.emulator.catalog.tracks.find((track) => !saved.has(track.id))!
    const uri = `spotify:track:${fresh.id}`
    expect(await pageApi(encore).library.contains({ uris: [uri] })).toEqual([false])
    expect(await pageApi(encore).library.setSaved({ uris: [uri], saved: true })).toEqual([true])
    expect(await pageApi(encore).library.contains({ uris: [uri] })).toEqual([true])
    await encore.outbox.idle()
    await encore.library.service.idle()
    const top = await pageApi(encore).library.tracks({ offset: 0, limit: 1 })
    expect(top.items[0]!.track.uri).toBe(uri)
    expect(running.emulator.state.demoUser().library.tracks.has(fresh.id)).toBe(true)

    // The account refused for now: the removal shows at once and waits; taken back, it shows as before.
    const count = (await pageApi(encore).library.status()).counts.tracks
    running.emulator.setUnregisteredUser(true)
    expect(await pageApi(encore).library.setSaved({ uris: [uri], saved: false })).toEqual([false])
    expect((await pageApi(encore).library.status()).counts.tracks).toBe(count - 1)
    await encore.outbox.idle()
    const waiting = (await pageApi(encore).outbox.list()).entries
    expect(waiting).toMatchObject([
      { uri, saved: false, reason: 'account', label: `Remove “${fresh.name}” from Your Library` },
    ])
    await pageApi(encore).outbox.cancel({ id: waiting[0]!.id })
    expect(await pageApi(encore).library.contains({ uris: [uri] })).toEqual([true])
    await encore.library.service.idle()
    running.emulator.setUnregisteredUser(false)
    await encore.library.service.idle()
    expect((await pageApi(encore).library.status()).counts.tracks).toBe(count)
    expect(running.emulator.state.demoUser().library.tracks.has(fresh.id)).toBe(true)

    // Refused for good (the service knows no such track): dropped with a notice that names it, shown as before.
    const unknown = 'spotify:track:0000000000000000000000'
    await pageApi(encore).library.setSaved({ uris: [unknown], saved: true, names: ['Nowhere Song'] })
    await encore.outbox.idle()
    expect(notices).toContainEqual(
      expect.objectContaining({
        level: 'error',
        code: 'CHANGE_REFUSED',
        message: expect.stringContaining('Save “Nowhere Song” to Your Library'),
      }),
    )
    expect(await pageApi(encore).library.contains({ uris: [unknown] })).toEqual([false])
    expect((await pageApi(encore).outbox.list()).entries).toEqual([])

    expect(await pageApi(encore).library.setSaved({ uris: [uri], saved: false })).toEqual([false])
    expect((await pageApi(encore).library.status()).counts.tracks).toBe(count - 1)
    // What the list holds is known afresh once it changed (not from what it held when first asked).
    expect(await pageApi(encore).library.contains({ uris: [uri] })).toEqual([false])
    await encore.outbox.idle()
    expect(running.emulator.state.demoUser().library.tracks.has(fresh.id)).toBe(false)
  })

  it('plays the filtered, sorted list from a row on', async () => {
    const { running, encore } = await signedIn()
    const device = running.emulator.state.demoUser().player.devices[0]!
    await asPhone(running, 'PUT', '/me/player', { device_ids: [device.id] })
    const byTitle = await pageApi(encore).library.tracks({ offset: 0, limit: 3, sort: 'title' })
    await pageApi(encore).library.play({ offset: 1, sort: 'title' })
    await expect
      .poll(
        async () =>
          ((await asPhone(running, 'GET', '/me/player'))?.['item'] as { uri: string } | undefined)?.uri,
      )
      .toBe(byTitle.items[1]!.track.uri)
    await expect(pageApi(encore).library.play({ offset: 10_000 })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    })
  })

  it('windows are bounded: a page cannot ask for a whole library at once', async () => {
    const { encore } = await signedIn()
    await expect(pageApi(encore).library.tracks({ offset: 0, limit: 50_000 })).rejects.toMatchObject({
      code: 'INVALID_INPUT',
    })
  })
})
