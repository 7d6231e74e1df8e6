import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../../electron/core/service/api'
import { createOutbox } from '../../../../electron/core/features/outbox/outbox'
import { createOutboxStore } from '../../../../electron/core/features/outbox/outbox-file'
import { systemClock } from '../../../../electron/core/base/ports'
import { outboxSteps } from '../../../../electron/core/features/outbox/outbox-types'
import { type EmulatorHandle } from '../../../../electron/emulator'
import { startEncoreOnEmulator } from '../../../support/encore-on-emulator'
import {
  apps,
  dataDir,
  items,
  outboxFileDocument,
  sharedEmulator,
  start,
  until,
} from '../../../support/outbox-harness'
import { pageApi } from '../../../support/page-api'

/**
 * The outbox against the emulator, the whole of core (createEncore) with a data folder: the order changes are
 * sent in, opposite ones cancelling, waiting out a 429, a refusal and its rollback, each user's and service's
 * changes kept apart, a restart, and exactly once across a crash at every step of sending.
 */

const writes = (emulator: EmulatorHandle) =>
  emulator.traffic
    .entries()
    .filter((entry) => entry.method !== 'GET')
    .map((entry) => `${entry.method} ${entry.path.replace(/[A-Za-z0-9]{22}/g, '{id}')} ${entry.status}`)

describe('the outbox: order and coalescing', () => {
  it('sends in the order made once the service is back, and opposite changes to one item send nothing', async () => {
    const emulator = await sharedEmulator()
    const { encore, api, states } = await start(emulator, dataDir())
    const { fresh, artist, user } = items(emulator)
    const [a, b, c] = fresh.map((track) => `spotify:track:${track.id}`)
    emulator.faults.set({ down: true })
    emulator.traffic.clear()
    await api.library.setSaved({ uris: [a!], saved: true, names: [fresh[0]!.name] })
    await api.library.setSaved({ uris: [`spotify:artist:${artist.id}`], saved: true, names: [artist.name] })
    await api.library.setSaved({ uris: [b!], saved: true })
    await api.library.setSaved({ uris: [b!], saved: false }) // cancels the save of b
    await api.library.setSaved({ uris: [c!], saved: true })
    await encore.outbox.idle()
    const waiting = (await api.outbox.list()).entries
    expect(waiting.map((entry) => entry.label)).toEqual([
      `Save “${fresh[0]!.name}” to Your Library`,
      `Follow “${artist.name}”`,
      'Save a track to Your Library',
    ])
    expect(waiting.every((entry) => entry.reason === 'offline' || entry.state === 'sending')).toBe(true)
    expect(states.at(-1)!.entries).toHaveLength(3)
    // Shown as done meanwhile.
    expect(await api.library.contains({ uris: [a!, b!, c!] })).toEqual([true, false, true])

    emulator.faults.set({ down: false })
    encore.outbox.nudge(['offline', 'service-error'])
    await until(async () => (await api.outbox.list()).entries.length === 0, 'everything was sent')
    expect(writes(emulator).filter((line) => / 20\d$/.test(line))).toEqual([
      'PUT /me/tracks 200',
      'PUT /me/following 204',
      'PUT /me/tracks 200',
    ])
    expect(user.library.tracks.has(fresh[0]!.id)).toBe(true)
    expect(user.library.tracks.has(fresh[1]!.id)).toBe(false)
    expect(user.library.tracks.has(fresh[2]!.id)).toBe(true)
    expect(user.follows.artists.has(artist.id)).toBe(true)
  })

  it('saves of one kind go together: twelve tracks in one request', async () => {
    const emulator = await sharedEmulator()
    const { encore, api } = await start(emulator, dataDir())
    const twelve = items(emulator)
      .fresh.slice(0, 12)
      .map((track) => `spotify:track:${track.id}`)
    emulator.faults.set({ down: true })
    for (const uri of twelve) await api.library.setSaved({ uris: [uri], saved: true })
    await encore.outbox.idle()
    emulator.faults.set({ down: false })
    emulator.traffic.clear()
    encore.outbox.nudge(['offline'])
    await until(async () => (await api.outbox.list()).entries.length === 0, 'the saves were sent')
    expect(emulator.traffic.count({ method: 'PUT', path: '/me/tracks', status: 200 })).toBe(1)
  })
})

describe('the outbox: waits and refusals', () => {
  it('waits out a short Retry-After and sends at once after it: one success', async () => {
    const emulator = await sharedEmulator()
    const { encore, api, states } = await start(emulator, dataDir())
    const [track] = items(emulator).fresh
    emulator.faults.set({ throttleRate: 1, throttleRetryAfterSeconds: [1, 1] })
    emulator.traffic.clear()
    await api.library.setSaved({ uris: [`spotify:track:${track!.id}`], saved: true })
    await until(
      () => emulator.traffic.count({ method: 'PUT', path: '/me/tracks', status: 429 }) >= 1,
      'a 429',
    )
    // The list said why it waits and until when (the wait is a second: the event, not a read, catches it).
    const waiting = () =>
      states.flatMap((state) => state.entries).find((entry) => entry.reason === 'rate-limited')
    await until(() => waiting() !== undefined, 'the list says it waits')
    expect(waiting()!.why).toBe('The demo service asked Encore to wait. It is sent in 1 s.')
    // Told as waiting, not as on its way: the page offers Cancel while it waits.
    expect(waiting()!.state).toBe('waiting')
    expect(waiting()!.until).toBeGreaterThan(Date.now() - 2_000)
    emulator.faults.set({ throttleRate: 0 })
    await until(async () => (await api.outbox.list()).entries.length === 0, 'sent after the wait', 5_000)
    expect(emulator.traffic.count({ method: 'PUT', path: '/me/tracks', status: 200 })).toBe(1)
    expect(emulator.state.demoUser().library.tracks.has(track!.id)).toBe(true)
    await encore.outbox.idle()
  })

  it('a change refused for good is dropped with a notice that names it, and what it showed goes back', async () => {
    const emulator = await sharedEmulator()
    const { encore, api, notices, states } = await start(emulator, dataDir())
    const saved = (await api.library.tracks({ offset: 0, limit: 1 })).items[0]!.track
    const before = (await api.library.status()).counts.tracks
    // Removing a saved track while the service refuses the account: it waits; then a 404 for an unknown one.
    const unknown = 'spotify:album:0000000000000000000000'
    await api.library.setSaved({ uris: [unknown], saved: true, names: ['Nowhere'] })
    await api.library.setSaved({ uris: [saved.uri], saved: false })
    expect((await api.library.status()).counts.tracks).toBe(before - 1)
    await encore.outbox.idle()
    await until(async () => (await api.outbox.list()).entries.length === 0, 'both left the outbox')
    expect(notices).toContainEqual(
      expect.objectContaining({
        code: 'CHANGE_REFUSED',
        // Named, and why in a listener's words only: the service's own words went to the log.
        message: expect.stringMatching(/^Save “Nowhere” to Your Library: the demo service refused it\b/),
      }),
    )
    expect(states.flatMap((state) => state.rolledBack)).toEqual([{ uri: unknown, saved: false }])
    expect(await api.library.contains({ uris: [unknown, saved.uri] })).toEqual([false, false])
    expect(emulator.state.demoUser().library.tracks.has(saved.id!)).toBe(false)
  })

  it('Cancel takes a waiting change back: the removed row is where it was, nothing is sent', async () => {
    const emulator = await sharedEmulator()
    const { encore, api } = await start(emulator, dataDir())
    const rows = (await api.library.tracks({ offset: 0, limit: 5 })).items.map((row) => row.track.uri)
    emulator.faults.set({ down: true })
    await api.library.setSaved({ uris: [rows[2]!], saved: false })
    await encore.outbox.idle()
    expect(
      (await api.library.tracks({ offset: 0, limit: 5 })).items.map((row) => row.track.uri),
    ).not.toContain(rows[2])
    const [waiting] = (await api.outbox.list()).entries
    const after = await api.outbox.cancel({ id: waiting!.id })
    expect(after.entries).toEqual([])
    expect((await api.library.tracks({ offset: 0, limit: 5 })).items.map((row) => row.track.uri)).toEqual(
      rows,
    )
    emulator.faults.set({ down: false })
    emulator.traffic.clear()
    encore.outbox.nudge(['offline'])
    await encore.outbox.idle()
    expect(writes(emulator)).toEqual([])
  })
})

describe('the outbox: another user', () => {
  it('never sends one user’s change as another’s: each user’s changes wait for that user’s session', async () => {
    // The outbox alone, each session's client a stand-in that says whose it is (no request leaves it).
    const quiet = { debug() {}, info() {}, warn() {}, error() {} }
    let session: { userId: string } | undefined
    const sent: { change: string; client: string | undefined }[] = []
    const outbox = createOutbox({
      clock: systemClock,
      logger: quiet,
      store: createOutboxStore(dataDir(), quiet),
      api: () => session as unknown as ApiClient | undefined,
      serviceName: () => 'the demo service',
      emit: () => {},
      notice: () => {},
    })
    outbox.handle('saved', {
      label: (change) => change.uri,
      async send(context, changes) {
        for (const change of changes)
          sent.push({ change: change.uri, client: (context.api as unknown as { userId: string }).userId })
      },
      settled: () => {},
    })
    const alice = { service: 'demo', userId: 'alice' }
    const bob = { service: 'demo', userId: 'bob' }
    const save = (uri: string) => ({ kind: 'saved' as const, uri, saved: true, name: null, before: false })
    // Alice's change is made while her session has no client (signing in again): it waits.
    outbox.sessionChanged(alice, false)
    outbox.add([save('spotify:track:alice0000000000000000')])
    await outbox.idle()
    // Bob signs in on the same service: his own changes, none of Alice's.
    session = { userId: 'bob' }
    outbox.sessionChanged(bob, false)
    expect(outbox.entries()).toEqual([])
    outbox.add([save('spotify:track:bob000000000000000000')])
    await outbox.idle()
    expect(sent).toEqual([{ change: 'spotify:track:bob000000000000000000', client: 'bob' }])
    // Alice again: hers goes, with her session.
    session = { userId: 'alice' }
    outbox.sessionChanged(alice, false)
    await outbox.idle()
    expect(sent).toEqual([
      { change: 'spotify:track:bob000000000000000000', client: 'bob' },
      { change: 'spotify:track:alice0000000000000000', client: 'alice' },
    ])
    outbox.dispose()
  })
})

describe('the outbox: users, services, restarts', () => {
  it('keeps each service’s changes apart: the same user id on another service sends none of them', async () => {
    const emulator = await sharedEmulator()
    const dir = dataDir()
    const { encore, api } = await start(emulator, dir)
    const [track] = items(emulator).fresh
    const uri = `spotify:track:${track!.id}`
    emulator.faults.set({ down: true })
    await api.library.setSaved({ uris: [uri], saved: true })
    await encore.outbox.idle()
    expect((await api.outbox.list()).entries).toHaveLength(1)
    // The session ends without the person asking (the sign-in is refused): what waits is kept for them.
    emulator.revokeRefreshTokens()
    emulator.revokeAccessTokens()
    emulator.faults.set({ down: false })
    encore.outbox.nudge(['offline', 'service-error'])
    await until(async () => (await api.session.get()).status !== 'signed-in', 'the session ended')
    expect((await api.outbox.list()).entries).toEqual([])
    emulator.traffic.clear()

    // The same user id on another service (the Spotify profile pointed at the same address): not theirs.
    const spotify = await startEncoreOnEmulator({ running: emulator, dataDir: dir, profile: 'spotify' })
    apps.push(spotify)
    expect((await spotify.signIn()).status).toBe('signed-in')
    expect((await pageApi(spotify.encore).outbox.list()).entries).toEqual([])
    await spotify.encore.outbox.idle()
    await spotify.close()
    apps.splice(apps.indexOf(spotify), 1)
    expect(emulator.traffic.count({ method: 'PUT' })).toBe(0)

    // The same user on the same service again: it goes, once.
    await api.session.signIn({ profile: 'demo', skipConsent: true })
    await until(async () => (await api.session.get()).status === 'signed-in', 'signed in again')
    await until(async () => (await api.outbox.list()).entries.length === 0, 'it was sent')
    expect(emulator.traffic.count({ method: 'PUT', path: '/me/tracks', status: 200 })).toBe(1)
    expect(emulator.state.demoUser().library.tracks.has(track!.id)).toBe(true)
  })

  it('keeps what waited across a switch of service, and sends it once the person is back as the same user', async () => {
    const emulator = await sharedEmulator()
    const dir = dataDir()
    const { encore, api } = await start(emulator, dir)
    const [track] = items(emulator).fresh
    emulator.faults.set({ down: true })
    await api.library.setSaved({ uris: [`spotify:track:${track!.id}`], saved: true })
    await encore.outbox.idle()
    // Switching to Spotify ends the demo's session, not as a sign-out the person asked for.
    await api.settings.update({ profile: 'spotify' })
    await until(async () => (await api.session.get()).status === 'signed-out', 'signed out by the switch')
    const state = await api.session.get()
    expect(state.status === 'signed-out' && state.reason?.code).toBe('service-changed')
    const files = readdirSync(join(dir, 'outbox')).filter((name) => name.endsWith('.json'))
    expect(files).toHaveLength(1)
    const kept = outboxFileDocument(join(dir, 'outbox', files[0]!))
    expect(kept.entries).toHaveLength(1)
    // The library's cache file stays too (a sign-out the person asked for deletes it).
    expect(readdirSync(join(dir, 'library')).filter((name) => name.endsWith('.json'))).not.toEqual([])

    // Back to the demo, the same user, the service up again: it goes, once.
    emulator.faults.set({ down: false })
    emulator.traffic.clear()
    await api.settings.update({ profile: 'demo' })
    await api.session.signIn({ profile: 'demo', skipConsent: true })
    await until(async () => (await api.session.get()).status === 'signed-in', 'signed in again')
    await until(async () => (await api.outbox.list()).entries.length === 0, 'it was sent')
    expect(emulator.traffic.count({ method: 'PUT', path: '/me/tracks', status: 200 })).toBe(1)
    expect(emulator.state.demoUser().library.tracks.has(track!.id)).toBe(true)
  })

  it('survives a restart: kept in an owner-only file, sent once the same user signs in and the service is back', async () => {
    const emulator = await sharedEmulator()
    const dir = dataDir()
    const first = await start(emulator, dir)
    const { fresh, artist } = items(emulator)
    emulator.faults.set({ down: true })
    await first.api.library.setSaved({
      uris: [`spotify:track:${fresh[0]!.id}`, `spotify:track:${fresh[1]!.id}`],
      saved: true,
    })
    await first.api.library.setSaved({ uris: [`spotify:artist:${artist.id}`], saved: true })
    await first.encore.outbox.idle()
    await first.app.close()
    apps.splice(apps.indexOf(first.app), 1)
    const files = readdirSync(join(dir, 'outbox')).filter((name) => name.endsWith('.json'))
    expect(files).toHaveLength(1)
    const path = join(dir, 'outbox', files[0]!)
    if (process.platform !== 'win32') expect(statSync(path).mode & 0o777).toBe(0o600)
    expect(outboxFileDocument(path).entries).toHaveLength(3)

    emulator.faults.set({ down: false })
    emulator.traffic.clear()
    const second = await start(emulator, dir)
    await until(async () => (await second.api.outbox.list()).entries.length === 0, 'all three were sent')
    expect(emulator.traffic.count({ method: 'PUT', path: '/me/tracks', status: 200 })).toBe(1)
    expect(emulator.traffic.count({ method: 'PUT', path: '/me/following', status: 204 })).toBe(1)
    const user = emulator.state.demoUser()
    expect(user.library.tracks.has(fresh[0]!.id) && user.library.tracks.has(fresh[1]!.id)).toBe(true)
    expect(user.follows.artists.has(artist.id)).toBe(true)
    // A sign-out the person asked for drops what waited (the page asked them first) and its file.
    emulator.faults.set({ down: true })
    await second.api.library.setSaved({ uris: [`spotify:track:${fresh[2]!.id}`], saved: true })
    await second.api.session.signOut()
    expect(readdirSync(join(dir, 'outbox')).filter((name) => name.endsWith('.json'))).toEqual([])
  })
})

describe('the outbox: exactly once across a crash at every step', () => {
  const kinds = ['saved', 'playlist-create', 'playlist-edit'] as const
  it.each(outboxSteps.flatMap((step) => kinds.map((kind) => [step, kind] as const)))(
    'a crash at %s of a %s change: after a restart, what was asked is on the service once',
    async (step, kind) => {
      const emulator = await sharedEmulator()
      const dir = dataDir()
      // "queued" crashes as the change is asked; the other steps once everything was asked and is being sent.
      let armed = step === 'queued'
      let crashed = false
      const first = await start(emulator, dir, (at, change) => {
        if (!armed || crashed || at !== step || change.change.kind !== kind) return false
        crashed = true
        return true
      })
      const tracks = (await first.api.library.tracks({ offset: 0, limit: 2 })).items.map(
        (row) => row.track.uri,
      )
      const [fresh] = items(emulator).fresh
      const name = `Crash ${step} ${kind}`
      emulator.faults.set({ down: true })
      // Asked while the service is down: each waits (a crash at "queued" stops Encore there).
      const asked = { saved: false, created: false, added: false }
      asked.saved = await first.api.library
        .setSaved({ uris: [`spotify:track:${fresh!.id}`], saved: true })
        .then(
          () => true,
          () => crashed,
        )
      const made = crashed ? null : await first.api.playlists.create({ name }).catch(() => null)
      asked.created = made !== null || (crashed && kind === 'playlist-create')
      if (made && !crashed) {
        await first.api.playlists.get({ id: made.id })
        asked.added = await first.api.playlists.addItems({ id: made.id, uris: tracks }).then(
          () => true,
          () => crashed,
        )
      }
      // What was tried while down is over before the crash is armed and the service comes back.
      await first.encore.outbox.idle()
      armed = true
      emulator.faults.set({ down: false })
      first.encore.outbox.nudge(['offline', 'service-error'])
      await until(() => crashed, `the crash at ${step}`)
      await first.app.close()
      apps.splice(apps.indexOf(first.app), 1)

      const second = await start(emulator, dir)
      await until(async () => (await second.api.outbox.list()).entries.length === 0, 'everything was sent')
      await second.encore.outbox.idle()
      const user = emulator.state.demoUser()
      expect(asked.saved).toBe(true)
      expect(user.library.tracks.has(fresh!.id)).toBe(true)
      const playlists = [...emulator.state.playlists.all()].filter(
        (playlist) => playlist.name === name && playlist.ownerId === user.userId,
      )
      expect(playlists).toHaveLength(asked.created ? 1 : 0)
      if (asked.created) {
        expect(playlists[0]!.items.map((item) => `spotify:track:${item.trackId}`)).toEqual(
          asked.added ? tracks : [],
        )
      }
      if (step !== 'queued') expect(asked).toEqual({ saved: true, created: true, added: true })
    },
    30_000,
  )
})
