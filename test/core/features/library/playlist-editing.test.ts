import { afterEach, describe, expect, it } from 'vitest'
import type { Notice, PlaylistEditState, PlaylistEntry } from '../../../../electron/contract'
import { EncoreError } from '../../../../electron/core/base/errors'
import { tinyJpeg } from '../../../support/jpeg-fixture'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../../../support/encore-on-emulator'
import { pageApi } from '../../../support/page-api'

/** Playlist editing through core against the emulator, with "another client" editing through its own API. */

let app: EncoreOnEmulator | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function signedIn() {
  app = await startEncoreOnEmulator({ account: { api: { scheduler: { budget: 5_000 } } } })
  const notices: Notice[] = []
  const changes: PlaylistEditState[] = []
  app.encore.on('notice', (notice) => notices.push(notice))
  app.encore.on('playlist.changed', (state) => changes.push(state))
  await app.signIn()
  await app.encore.library.service.idle()
  return { app, encore: app.encore, notices, changes }
}

const trackUri = (running: EncoreOnEmulator, index: number) =>
  `spotify:track:${running.emulator.catalog.tracks[index]!.id}`
/** What the service holds, as track URIs in order. */
const onService = (running: EncoreOnEmulator, id: string) =>
  running.emulator.state.playlists.get(id)!.items.map((item) => `spotify:track:${item.trackId}`)

async function shown(running: EncoreOnEmulator, id: string): Promise<PlaylistEntry[]> {
  return (await pageApi(running.encore).playlists.items({ id, offset: 0, limit: 500 })).items
}

async function elsewhere(running: EncoreOnEmulator, method: string, path: string, body: unknown) {
  const token = running.emulator.issueToken().access_token
  const response = await fetch(`${running.emulator.apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBeLessThan(300)
}

describe('playlist editing through core', () => {
  it('create, add at the end and at a position, move, remove a duplicate by position, clear; shown at once, confirmed on the service', async () => {
    const { app: running, encore } = await signedIn()
    await expect(
      pageApi(encore).playlists.create({ name: 'Both', public: true, collaborative: true }),
    ).rejects.toMatchObject({ code: 'INVALID_INPUT' })

    const created = await pageApi(encore).playlists.create({
      name: 'Fresh',
      description: 'New',
      public: false,
    })
    expect((await pageApi(encore).library.playlists({ offset: 0, limit: 1 })).items[0]!.id).toBe(created.id)
    const detail = await pageApi(encore).playlists.get({ id: created.id })
    expect(detail).toMatchObject({ isOwn: true, canEdit: true, followed: true, totalItems: 0 })

    const [a, b, c] = [trackUri(running, 1), trackUri(running, 2), trackUri(running, 3)]
    const state = await pageApi(encore).playlists.addItems({ id: created.id, uris: [a, b] })
    // Shown before the service answered.
    expect(state).toMatchObject({ total: 2 })
    await pageApi(encore).playlists.addItems({ id: created.id, uris: [c, a], position: 1 })
    await encore.library.editor.settled()
    expect(onService(running, created.id)).toEqual([a, c, a, b])
    let entries = await shown(running, created.id)
    expect(entries.map((entry) => entry.track.uri)).toEqual([a, c, a, b])
    expect(entries.every((entry) => !entry.pending && entry.addedAt !== null)).toBe(true)

    // Move the last one to the top, then remove the second copy of `a` only.
    await pageApi(encore).playlists.moveItems({
      id: created.id,
      keys: [entries[3]!.key],
      beforeKey: entries[0]!.key,
    })
    entries = await shown(running, created.id)
    expect(entries.map((entry) => entry.track.uri)).toEqual([b, a, c, a])
    await pageApi(encore).playlists.removeItems({ id: created.id, keys: [entries[3]!.key] })
    await encore.library.editor.settled()
    expect(onService(running, created.id)).toEqual([b, a, c])
    expect((await shown(running, created.id)).map((entry) => entry.track.uri)).toEqual([b, a, c])

    await pageApi(encore).playlists.replaceItems({ id: created.id, uris: [] })
    await encore.library.editor.settled()
    expect(onService(running, created.id)).toEqual([])
    const listed = (await pageApi(encore).library.playlists({ offset: 0, limit: 1 })).items[0]!
    expect(listed).toMatchObject({
      id: created.id,
      totalItems: 0,
      snapshotId: running.emulator.state.playlists.get(created.id)!.snapshotId,
    })
  })

  it('details, cover and follow: changed on the service and in the library', async () => {
    const { app: running, encore } = await signedIn()
    const created = await pageApi(encore).playlists.create({ name: 'Draft' })
    await pageApi(encore).playlists.get({ id: created.id })
    const renamed = await pageApi(encore).playlists.changeDetails({
      id: created.id,
      name: 'Final',
      description: 'Done',
    })
    expect(renamed).toMatchObject({ name: 'Final', description: 'Done' })
    expect(running.emulator.state.playlists.get(created.id)).toMatchObject({
      name: 'Final',
      description: 'Done',
    })
    expect((await pageApi(encore).library.playlists({ offset: 0, limit: 1 })).items[0]!.name).toBe('Final')

    const covered = await pageApi(encore).playlists.uploadCover({
      id: created.id,
      jpegBase64: tinyJpeg.toString('base64'),
    })
    expect(covered.images[0]!.url).toMatch(/\/images\/uploads\//)

    const other = [...running.emulator.state.playlists.all()].find(
      (playlist) =>
        playlist.ownerId !== running.emulator.user.id &&
        playlist.public &&
        !running.emulator.state.demoUser().playlists.some((ref) => ref.id === playlist.id),
    )!
    const followed = await pageApi(encore).playlists.setFollowed({ id: other.id, followed: true })
    expect(followed).toMatchObject({ followed: true, isOwn: false, canEdit: false })
    expect(await pageApi(encore).library.contains({ uris: [`spotify:playlist:${other.id}`] })).toEqual([true])
    await pageApi(encore).playlists.setFollowed({ id: other.id, followed: false })
    expect(await pageApi(encore).library.contains({ uris: [`spotify:playlist:${other.id}`] })).toEqual([
      false,
    ])
  })

  it('an edit made meanwhile by another client (stale snapshot) is read again and the edit applied again, nothing lost', async () => {
    const { app: running, encore } = await signedIn()
    const created = await pageApi(encore).playlists.create({ name: 'Shared' })
    const uris = [1, 2, 3, 4].map((index) => trackUri(running, index))
    await pageApi(encore).playlists.get({ id: created.id })
    await pageApi(encore).playlists.addItems({ id: created.id, uris })
    await encore.library.editor.settled()
    const entries = await shown(running, created.id)

    // Another client moves the last track to the top: Encore's snapshot is stale now.
    await elsewhere(running, 'PUT', `/playlists/${created.id}/tracks`, { range_start: 3, insert_before: 0 })
    running.emulator.traffic.clear()
    await pageApi(encore).playlists.removeItems({ id: created.id, keys: [entries[1]!.key] })
    await encore.library.editor.settled()

    const [u1, , u3, u4] = uris
    expect(onService(running, created.id)).toEqual([u4, u1, u3])
    expect((await shown(running, created.id)).map((entry) => entry.track.uri)).toEqual([u4, u1, u3])
    const deletes = running.emulator.traffic.entries().filter((entry) => entry.method === 'DELETE')
    expect(deletes.map((entry) => entry.status)).toEqual([400, 200])
  })

  it("adding while another client adds too: every track of both is there once, in the service's order, and shown so", async () => {
    const { app: running, encore } = await signedIn()
    const created = await pageApi(encore).playlists.create({ name: 'Together' })
    await pageApi(encore).playlists.get({ id: created.id })
    running.emulator.faults.set({ latencyMs: 20, jitterMs: 30 })
    const mine = [10, 11, 12, 13, 14].map((index) => trackUri(running, index))
    const theirs = [20, 21, 22, 23, 24].map((index) => trackUri(running, index))
    for (let round = 0; round < mine.length; round++) {
      await Promise.all([
        pageApi(encore).playlists.addItems({ id: created.id, uris: [mine[round]!] }),
        elsewhere(running, 'POST', `/playlists/${created.id}/tracks`, { uris: [theirs[round]!] }),
      ])
      // Midway Encore moves its first track to the end, against a snapshot the other client keeps changing.
      if (round === 2) {
        const first = (await shown(running, created.id)).find((entry) => entry.track.uri === mine[0])!
        await pageApi(encore).playlists.moveItems({ id: created.id, keys: [first.key], beforeKey: null })
      }
    }
    await encore.library.editor.settled()
    running.emulator.faults.reset()

    const final = onService(running, created.id)
    expect([...final].sort()).toEqual([...mine, ...theirs].sort())
    expect((await shown(running, created.id)).map((entry) => entry.track.uri)).toEqual(final)
    expect((await pageApi(encore).playlists.get({ id: created.id })).totalItems).toBe(10)
  })

  it('adding alone costs one small read to be sure nobody else changed the playlist, and no re-read', async () => {
    const { app: running, encore } = await signedIn()
    const created = await pageApi(encore).playlists.create({ name: 'Alone' })
    await pageApi(encore).playlists.get({ id: created.id })
    running.emulator.traffic.clear()
    await pageApi(encore).playlists.addItems({
      id: created.id,
      uris: [trackUri(running, 5), trackUri(running, 6)],
    })
    await encore.library.editor.settled()
    // (The tracks' details are read to show them at once: GET /tracks.)
    const sent = running.emulator.traffic
      .entries()
      .filter((entry) => entry.path.startsWith('/playlists/'))
      .map((entry) => `${entry.method} ${entry.path}?${entry.query}`)
    expect(sent).toEqual([
      `POST /playlists/${created.id}/tracks?`,
      `GET /playlists/${created.id}?fields=snapshot_id,items.total,tracks.total`,
    ])
  })

  it('a refused edit rolls back with a notice and loses no track', async () => {
    const { app: running, encore, notices } = await signedIn()
    const theirs = [...running.emulator.state.playlists.all()].find(
      (playlist) =>
        playlist.ownerId !== running.emulator.user.id && !playlist.collaborative && playlist.items.length > 2,
    )!
    const before = onService(running, theirs.id)
    const detail = await pageApi(encore).playlists.get({ id: theirs.id })
    expect(detail.canEdit).toBe(false)
    const entries = await shown(running, theirs.id)
    await pageApi(encore).playlists.removeItems({ id: theirs.id, keys: [entries[0]!.key] })
    await encore.library.editor.settled()
    expect(onService(running, theirs.id)).toEqual(before)
    expect((await shown(running, theirs.id)).map((entry) => entry.track.uri)).toEqual(before)
    expect(notices).toContainEqual(
      expect.objectContaining({
        level: 'error',
        code: 'CHANGE_REFUSED',
        message: expect.stringMatching(
          /^Remove a track from “.+”: the demo service refused it \(.+\), so it is shown as it was\.$/,
        ),
      }),
    )
  })

  it('an edit of a playlist that was never opened is refused, said plainly', async () => {
    const { encore } = await signedIn()
    const refused = await pageApi(encore)
      .playlists.removeItems({ id: 'abc123', keys: ['e1'] })
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(EncoreError)
    expect(refused).toMatchObject({ code: 'INVALID_INPUT', message: 'Open the playlist before editing it.' })
  })
})

describe("the library's refusals in the language spoken", () => {
  /** What core answered the page: the refusal's code and words. */
  const refusal = (call: Promise<unknown>) =>
    call.then(
      () => 'done',
      (error: unknown) => error,
    )

  it('says them in German, then in Japanese', async () => {
    const { encore } = await signedIn()
    const page = pageApi(encore)
    encore.api.settings.update({ language: 'de' })
    const ownId = (await page.library.playlists({ offset: 0, limit: 1 })).items[0]!.id
    expect(await refusal(page.playlists.removeItems({ id: 'abc123', keys: ['e1'] }))).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Öffne die Playlist, bevor du sie bearbeitest.',
    })
    expect(await refusal(page.playlists.items({ id: 'abc123', offset: 0, limit: 10 }))).toMatchObject({
      message: 'Öffne die Playlist, bevor du ihre Titel liest.',
    })
    expect(
      await refusal(page.playlists.addItems({ id: ownId, uris: ['spotify:episode:0123456789abcdefghij'] })),
    ).toMatchObject({
      code: 'INVALID_INPUT',
      message:
        'spotify:episode:0123456789abcdefghij kann hier nicht hinzugefügt werden: Nur Titel sind möglich.',
    })
    expect(await refusal(page.playlists.changeDetails({ id: 'abc123', name: 'Neu' }))).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Nur eine Playlist in deiner Liste kann geändert werden.',
    })
    expect(await refusal(page.library.play({ offset: 0, filter: 'nichts passt hierzu' }))).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Von dort gibt es nichts abzuspielen.',
    })
    expect(await refusal(page.arrangement.import({ text: '{ cut' }))).toMatchObject({
      code: 'INVALID_INPUT',
      message: 'Diese Datei kann nicht für deine Playlist-Ordner verwendet werden: it is not valid JSON.',
    })

    encore.api.settings.update({ language: 'ja' })
    expect(await refusal(page.library.play({ offset: 0, filter: 'nichts passt hierzu' }))).toMatchObject({
      message: 'そこから再生できるものがありません。',
    })
    expect(await refusal(page.playlists.changeDetails({ id: 'abc123', name: 'Neu' }))).toMatchObject({
      message: '変更できるのは、リストにあるプレイリストだけです。',
    })
  })
})
