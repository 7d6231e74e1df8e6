import { afterEach, describe, expect, expectTypeOf, it } from 'vitest'
import type { AppInfo, Notice, SearchResults, SessionState, SettingsSnapshot } from '../../electron/contract'
import type { Encore } from '../../electron/core/app'
import { EncoreError } from '../../electron/core/base/errors'
import { startEncoreOnEmulator, type EncoreOnEmulator } from '../support/encore-on-emulator'
import { pageApi } from '../support/page-api'

describe('Encore: the typed in-process API and events (types)', () => {
  it('derives each method’s input and output, and each event’s payload, from the contract', () => {
    expectTypeOf<Encore['api']['app']['info']>().returns.resolves.toEqualTypeOf<AppInfo>()
    expectTypeOf<Encore['api']['settings']['get']>().returns.resolves.toEqualTypeOf<SettingsSnapshot>()
    expectTypeOf<Encore['api']['session']['signOut']>().returns.resolves.toEqualTypeOf<SessionState>()
    expectTypeOf<Encore['api']['search']['query']>().returns.resolves.toEqualTypeOf<SearchResults>()
    expectTypeOf<Parameters<Encore['api']['search']['query']>[0]['kinds']>().toEqualTypeOf<
      ('track' | 'album' | 'artist' | 'playlist' | 'show' | 'episode' | 'audiobook')[]
    >()
    expectTypeOf<Parameters<Encore['api']['search']['query']>[1]>().toEqualTypeOf<
      { signal?: AbortSignal } | undefined
    >()
    const encore = {} as Encore
    // Each event's listener receives that event's payload.
    expectTypeOf(encore.on<'notice'>)
      .parameter(1)
      .parameter(0)
      .toEqualTypeOf<Notice>()
    expectTypeOf(encore.on<'settings.changed'>)
      .parameter(1)
      .parameter(0)
      .toEqualTypeOf<SettingsSnapshot>()
    expectTypeOf(encore.on<'session.changed'>)
      .parameter(1)
      .parameter(0)
      .toEqualTypeOf<SessionState>()
  })
})

describe('Encore: the typed in-process API and events (behaviour, against the emulator)', () => {
  let app: EncoreOnEmulator | undefined
  afterEach(async () => {
    await app?.close()
    app = undefined
  })

  it('answers outputs, throws the EncoreError a bridge caller would receive, and delivers typed events', async () => {
    app = await startEncoreOnEmulator()
    const { encore } = app
    await expect(encore.api.app.info()).resolves.toMatchObject({ name: 'Encore', service: 'demo' })
    const changed: SettingsSnapshot[] = []
    const off = encore.on('settings.changed', (snapshot) => changed.push(snapshot))
    const updated = await encore.api.settings.update({ theme: 'light' })
    expect(updated.values.theme).toBe('light')
    expect(changed.map((snapshot) => snapshot.values.theme)).toEqual(['light'])
    off()
    await encore.api.settings.update({ theme: 'dark' })
    expect(changed).toHaveLength(1)

    // Through the bridge, as the page calls: the dispatcher checks the input where it enters core.
    const refused = await pageApi(encore)
      .settings.update({ theme: 'purple' as never })
      .catch((error) => error)
    expect(refused).toBeInstanceOf(EncoreError)
    expect(refused).toMatchObject({ code: 'INVALID_INPUT', message: 'Invalid input for settings.update.' })
  })

  it('search.query needs a signed-in user, then answers pages of mapped results', async () => {
    app = await startEncoreOnEmulator()
    const { encore, emulator } = app
    await expect(pageApi(encore).search.query({ query: 'a', kinds: ['track'] })).rejects.toMatchObject({
      code: 'NOT_SIGNED_IN',
    })
    await app.signIn()
    const someTrack = emulator.catalog.tracks[0]!
    const results = await pageApi(encore).search.query({
      query: someTrack.name,
      kinds: ['track', 'artist'],
      limit: 5,
    })
    expect(results.tracks?.items.length).toBeGreaterThan(0)
    expect(results.tracks?.items.length).toBeLessThanOrEqual(5)
    expect(results.albums).toBeUndefined()
    const first = results.tracks!.items[0]!
    expect(first).toMatchObject({
      uri: expect.stringMatching(/^spotify:track:/),
      durationMs: expect.any(Number),
      isLocal: false,
    })
    expect(first.artists[0]).toMatchObject({
      name: expect.any(String),
      uri: expect.stringMatching(/^spotify:artist:/),
    })
    expect(results.tracks!.offset).toBe(0)
    expect(results.tracks!.total).toBeGreaterThanOrEqual(results.tracks!.items.length)
  })

  it('app.wake (the computer woke, the network came back) reads the player at once', async () => {
    app = await startEncoreOnEmulator()
    const { encore, emulator } = app
    await app.signIn()
    // Hidden: the player is read only now and then, so any read right after the wake is the wake's.
    encore.api.playback.setVisible({ viewer: 'test', visible: false })
    const reads = () => emulator.traffic.entries().filter((entry) => entry.path === '/me/player').length
    await expect.poll(reads).toBeGreaterThan(0)
    // The service has answered once the read is counted, but core may still be taking the answer in; a wake
    // then joins that read (rightly sending nothing more). Wait until core has settled it.
    await expect.poll(async () => (await encore.api.playback.get()).readAt).not.toBeNull()
    const before = reads()
    await expect(encore.api.app.wake()).resolves.toBeNull()
    await expect.poll(reads).toBe(before + 1)
  })

  it("speaks the person's language: with German chosen, the player's state and its notices come in German", async () => {
    app = await startEncoreOnEmulator()
    const { encore, emulator } = app
    await encore.api.settings.update({ language: 'de' })
    await app.signIn()
    const notices: Notice[] = []
    encore.on('notice', (notice) => notices.push(notice))
    emulator.faults.set({ down: true })
    await encore.api.app.wake()
    await expect
      .poll(async () => (await encore.api.playback.get()).message, { timeout: 10_000 })
      .toBe(
        'Encore erreicht Demo-Dienst nicht. Was du siehst, ist vielleicht nicht aktuell; die Verbindung kommt von selbst zurück.',
      )
    await encore.api.playback.run({ id: 'player.pause' })
    expect(notices.at(-1)).toMatchObject({
      code: 'NETWORK',
      message:
        'Encore erreicht Demo-Dienst gerade nicht und hat darauf verzichtet, die Wiedergabe zu pausieren. Versuch es noch einmal, sobald die Verbindung zurück ist.',
    })
    emulator.faults.set({ down: false })
  })
})
