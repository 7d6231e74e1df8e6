import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Lyrics, Track } from '../../../../electron/contract'
import { EventBus } from '../../../../electron/core/base/bridge/event-bus'
import { createJsonDocuments } from '../../../../electron/core/base/files/json-documents'
import {
  createLyricsService,
  LYRICS_RETRY_AFTER_MS,
} from '../../../../electron/core/features/lyrics/lyrics-service'
import { LOCAL_LRCLIB_FAILURE } from '../../../../electron/core/features/lyrics/lrclib-client'
import type { Romanizer } from '../../../../electron/core/features/lyrics/romanize/romanizer'
import { createSettingsService } from '../../../../electron/core/features/settings/settings-service'
import { startEmulator, type EmulatorHandle } from '../../../../electron/emulator'
import { lyricsKindOf, type LyricsKind } from '../../../../electron/emulator/lrclib/generate-lyrics'
import { startBrokenLrclib, type BrokenLrclib } from '../../../support/broken-lrclib'
import { ManualClock } from '../../../support/manual-clock'
import { createMemoryLogger } from '../../../support/memory-logger'
import { aState, aTrack } from '../../../support/playback-states'

/**
 * The lyrics service on core's event bus, asking the emulator's LRCLIB (its traffic log counts what was
 * asked) or one that misbehaves: off sends nothing, each track is asked once, answers are kept on disk.
 */

let emulator: EmulatorHandle
let broken: BrokenLrclib
let dataDir: string
const open: { dispose(): void }[] = []

beforeAll(async () => {
  emulator = await startEmulator({ size: 'small', seed: 'lyrics-service' })
  broken = await startBrokenLrclib()
})
afterAll(async () => {
  await emulator.close()
  await broken.close()
})
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'encore-lyrics-'))
  emulator.traffic.clear()
})
afterEach(() => {
  for (const service of open.splice(0)) service.dispose()
  rmSync(dataDir, { recursive: true, force: true })
})

const lrclibOfEmulator = () => `${emulator.accountsUrl}/lrclib`
const lrclibRequests = () => emulator.traffic.count({ path: /^\/lrclib\// })

/** A track of the emulator's catalog whose lyrics are of `kind`, as the player shows it. */
function trackOf(kind: LyricsKind, skip = 0, overrides: Partial<Track> = {}): Track {
  const { catalog } = emulator
  const record = catalog.tracks.filter((track) => lyricsKindOf(catalog.seed, track) === kind)[skip]!
  const album = catalog.album(record.albumId)!
  return aTrack({
    id: record.id,
    uri: `spotify:track:${record.id}`,
    name: record.name,
    artists: record.artistIds.map((id) => ({
      id,
      name: catalog.artist(id)!.name,
      uri: `spotify:artist:${id}`,
    })),
    album: { id: album.id, name: album.name, uri: `spotify:album:${album.id}`, images: [] },
    durationMs: record.durationMs,
    ...overrides,
  })
}

function start(
  options: {
    enabled?: boolean
    address?: string
    timeoutMs?: number
    comingNext?: () => Promise<Track | null>
    romanizer?: Romanizer
  } = {},
) {
  const { logger, lines } = createMemoryLogger()
  const bus = new EventBus()
  const settings = createSettingsService({ logger })
  settings.update({
    lyrics: { enabled: options.enabled ?? true, address: options.address ?? lrclibOfEmulator() },
  })
  // As the account does: every change of the settings is told on core's bus.
  settings.subscribe(() =>
    bus.emit('settings.changed', { values: settings.get(), secretProtection: 'none', problems: [] }),
  )
  const clock = new ManualClock()
  const service = createLyricsService({
    bus,
    settings: () => settings.get(),
    address: () => settings.get().lyrics.address,
    documents: createJsonDocuments(dataDir, logger),
    clock,
    logger,
    userAgent: 'Encore/test',
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.comingNext ? { comingNext: options.comingNext } : {}),
    ...(options.romanizer ? { romanizer: options.romanizer } : {}),
  })
  open.push(service)
  return {
    settings,
    clock,
    lines,
    play: (track: Track | null) => bus.emit('playback.state', aState({ track })),
    current: (input?: { retry?: boolean }, signal = new AbortController().signal): Promise<Lyrics> =>
      Promise.resolve(service.handlers['lyrics.current'](input, { signal })),
  }
}

describe('the off switch', () => {
  it('sends nothing while lyrics are off, whatever plays and however often a page asks', async () => {
    const app = start({ enabled: false })
    for (const kind of ['synced', 'plain', 'instrumental', 'missing'] as const) {
      app.play(trackOf(kind))
      expect(await app.current()).toEqual({ status: 'off' })
    }
    expect(lrclibRequests()).toBe(0)

    app.settings.update({ lyrics: { enabled: true } })
    expect((await app.current()).status).toBe('not-found')
    expect(lrclibRequests()).toBeGreaterThan(0)
  })

  it('stops asking when lyrics are turned off meanwhile, and answers off', async () => {
    broken.answer({ kind: 'hang' })
    const app = start({ address: broken.address })
    app.play(trackOf('synced'))
    const asking = app.current()
    await expect.poll(() => broken.requests.length).toBeGreaterThan(0)
    app.settings.update({ lyrics: { enabled: false } })
    expect(await asking).toEqual({ status: 'off' })
  })
})

describe('asking LRCLIB', () => {
  it("asks the next item's lyrics ahead while these show, so they answer at once when it plays", async () => {
    const now = trackOf('synced')
    const next = trackOf('synced', 1)
    let asked = 0
    const app = start({
      comingNext: async () => {
        asked++
        return next
      },
    })
    app.play(now)
    expect((await app.current()).status).toBe('synced')
    await expect.poll(() => emulator.traffic.count({ path: '/lrclib/api/get' })).toBe(2)
    // Once per item that plays, however often a page asks.
    await app.current()
    expect(asked).toBe(1)
    app.play(next)
    expect(await app.current()).toMatchObject({ status: 'synced', trackUri: next.uri })
    expect(emulator.traffic.count({ path: '/lrclib/api/get' })).toBe(2)
  })

  it('the next item, played while its lyrics asked ahead are on their way, waits for them instead of asking again', async () => {
    const now = trackOf('synced')
    const next = trackOf('synced', 1)
    const record = (track: Track) =>
      JSON.stringify({
        id: 1,
        trackName: track.name,
        artistName: track.artists[0]!.name,
        albumName: track.album?.name ?? null,
        duration: track.durationMs / 1000,
        instrumental: false,
        plainLyrics: 'la',
        syncedLyrics: '[00:01.00] la',
      })
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    const before = broken.requests.length
    // The first request (what plays) is answered at once; the one asked ahead is held until released.
    broken.answer(() =>
      broken.requests.length === before + 1
        ? { kind: 'answer', status: 200, body: record(now) }
        : { kind: 'held', until: released, answer: { status: 200, body: record(next) } },
    )
    const app = start({ address: broken.address, comingNext: async () => next })
    app.play(now)
    expect((await app.current()).status).toBe('synced')
    await expect.poll(() => broken.requests.length).toBe(before + 2)
    app.play(next)
    const shown = app.current()
    release()
    expect(await shown).toMatchObject({ status: 'synced', trackUri: next.uri })
    expect(broken.requests.length).toBe(before + 2)
  })

  it('asks nothing ahead while lyrics are off', async () => {
    let asked = 0
    const app = start({
      enabled: false,
      comingNext: async () => {
        asked++
        return trackOf('synced', 1)
      },
    })
    app.play(trackOf('synced'))
    await app.current()
    expect(asked).toBe(0)
    expect(lrclibRequests()).toBe(0)
  })

  it('answers the timed lines of what plays, asked once per track and kept on disk for the next start', async () => {
    const app = start()
    const track = trackOf('synced')
    app.play(track)
    const lyrics = await app.current()
    expect(lyrics).toMatchObject({ status: 'synced', trackUri: track.uri, match: { trackName: track.name } })
    const lines = (lyrics as Extract<Lyrics, { status: 'synced' }>).lines
    expect(lines.length).toBeGreaterThan(8)
    expect(lines.every((line, index) => index === 0 || line.startMs >= lines[index - 1]!.startMs)).toBe(true)
    expect(await app.current()).toEqual(lyrics)
    expect(emulator.traffic.count({ path: '/lrclib/api/get' })).toBe(1)

    const restarted = start()
    restarted.play(track)
    expect(await restarted.current()).toEqual(lyrics)
    expect(lrclibRequests()).toBe(1)
  })

  it.each([
    ['plain', 'plain'],
    ['instrumental', 'instrumental'],
  ] as const)('answers %s lyrics as %s', async (kind, status) => {
    const app = start()
    app.play(trackOf(kind))
    expect((await app.current()).status).toBe(status)
  })

  it('falls back to a search when get finds nothing, and takes the record within 2 s', async () => {
    const app = start()
    // The player names the album otherwise than LRCLIB does: get does not find it, the search does.
    const track = trackOf('synced', 1, {
      album: { id: 'x', name: 'Deluxe Edition', uri: 'spotify:album:x', images: [] },
    })
    app.play(track)
    expect(await app.current()).toMatchObject({ status: 'synced', trackUri: track.uri })
    expect(emulator.traffic.entries().map((entry) => [entry.path, entry.status])).toEqual([
      ['/lrclib/api/get', 404],
      ['/lrclib/api/search', 200],
    ])
  })

  it('says what it searched for when nothing is found, also when the only record is 3 s longer', async () => {
    const app = start()
    const missing = trackOf('missing')
    app.play(missing)
    expect(await app.current()).toEqual({
      status: 'not-found',
      trackUri: missing.uri,
      search: {
        trackName: missing.name,
        artistName: missing.artists.map((artist) => artist.name).join(', '),
        albumName: missing.album!.name,
        durationS: Math.round(missing.durationMs / 1000),
      },
    })
    const longer = trackOf('synced', 2)
    app.play({ ...longer, durationMs: longer.durationMs - 3_000 })
    expect((await app.current()).status).toBe('not-found')
  })

  it('asks "not found" again a week later, not before', async () => {
    const app = start()
    app.play(trackOf('missing'))
    await app.current()
    const asked = lrclibRequests()
    app.clock.advance(6 * 24 * 3600_000)
    await app.current()
    expect(lrclibRequests()).toBe(asked)
    app.clock.advance(24 * 3600_000)
    await app.current()
    expect(lrclibRequests()).toBeGreaterThan(asked)
  })

  it('answers idle while nothing plays, without asking', async () => {
    const app = start()
    app.play(null)
    expect(await app.current()).toEqual({ status: 'idle' })
    expect(lrclibRequests()).toBe(0)
  })
})

describe('when LRCLIB fails', () => {
  it('answers unavailable after its deadline, and asks again only a minute later', async () => {
    broken.answer({ kind: 'hang' })
    // Long enough that a loaded machine's request reaches the server before the deadline (it counts arrivals).
    const app = start({ address: broken.address, timeoutMs: 1_000 })
    const track = trackOf('synced')
    app.play(track)
    const asked = broken.requests.length
    // An address on this computer: the page hears one message whatever failed; the log says what.
    expect(await app.current()).toEqual({
      status: 'unavailable',
      trackUri: track.uri,
      message: LOCAL_LRCLIB_FAILURE,
    })
    expect(app.lines.join('\n')).toContain('LRCLIB did not answer within 1 s.')
    expect((await app.current()).status).toBe('unavailable')
    expect(broken.requests.length).toBe(asked + 1)
    app.clock.advance(LYRICS_RETRY_AFTER_MS)
    await app.current()
    expect(broken.requests.length).toBe(asked + 2)
    // The person asks to try again: at once.
    await app.current({ retry: true })
    expect(broken.requests.length).toBe(asked + 3)
  }, 20_000)

  it('never shows an unusable answer: it is refused, logged, and not kept', async () => {
    broken.answer({ kind: 'answer', status: 200, body: JSON.stringify({ id: 1, syncedLyrics: [1, 2] }) })
    const app = start({ address: broken.address })
    app.play(trackOf('synced'))
    const lyrics = await app.current()
    expect(lyrics.status).toBe('unavailable')
    expect(lyrics).toMatchObject({ message: LOCAL_LRCLIB_FAILURE })
    expect(app.lines.join('\n')).toContain('An LRCLIB answer was refused')
    expect(app.lines.join('\n')).toContain('LRCLIB answered something Encore cannot use')
  })

  it('says why in the language chosen in Settings, at once for a failure already kept', async () => {
    broken.answer({ kind: 'answer', status: 200, body: 'not json' })
    const app = start({ address: broken.address })
    app.play(trackOf('synced'))
    expect(await app.current()).toMatchObject({ message: LOCAL_LRCLIB_FAILURE })
    app.settings.update({ language: 'ja' })
    expect(await app.current()).toMatchObject({
      status: 'unavailable',
      message:
        'このパソコンまたはネットワーク上の LRCLIB アドレスから使える応答がありませんでした。理由は Encore のログにあります。',
    })
  })

  it('a newer track stops the lookup of the one before; both callers hear of what plays now', async () => {
    const first = trackOf('synced', 0)
    const second = trackOf('synced', 1)
    const record = JSON.stringify({
      id: 7,
      trackName: second.name,
      artistName: second.artists[0]!.name,
      albumName: second.album!.name,
      duration: second.durationMs / 1000,
      instrumental: true,
    })
    broken.answer((url) =>
      url.includes(encodeURIComponent(first.name).replace(/%20/g, '+'))
        ? { kind: 'hang' }
        : { kind: 'answer', status: 200, body: record },
    )
    const app = start({ address: broken.address })
    app.play(first)
    const asking = app.current()
    await expect.poll(() => broken.requests.length).toBeGreaterThan(0)
    app.play(second)
    const again = await app.current()
    expect(again).toMatchObject({ status: 'instrumental', trackUri: second.uri })
    expect(await asking).toEqual(again)
  })
})

/** A romanizer that writes each line in capitals and counts the songs it was asked for. */
function capitals(fails = false) {
  const asked = { songs: 0, disposed: false }
  const romanizer: Romanizer = {
    romanize: (lines) => {
      asked.songs++
      if (fails) return Promise.reject(new Error('the dictionary could not be read'))
      return Promise.resolve(lines.map((line) => (line ? line.toUpperCase() : null)))
    },
    dispose: () => void (asked.disposed = true),
  }
  return { asked, romanizer }
}

describe('romanized lines', () => {
  it('makes none while Settings does not ask for them', async () => {
    const { asked, romanizer } = capitals()
    const app = start({ romanizer })
    app.play(trackOf('synced'))
    const lyrics = await app.current()
    expect(lyrics.status).toBe('synced')
    expect(lyrics.status === 'synced' && lyrics.lines.some((line) => line.romanized !== undefined)).toBe(
      false,
    )
    expect(asked.songs).toBe(0)
  })

  it('puts one under each worded line when asked, made once per track', async () => {
    const { asked, romanizer } = capitals()
    const app = start({ romanizer })
    app.settings.update({ lyrics: { romanize: true } })
    app.play(trackOf('synced'))
    const first = await app.current()
    await app.current()
    if (first.status !== 'synced') throw new Error(`expected synced lyrics, got ${first.status}`)
    const worded = first.lines.filter((line) => line.text)
    expect(worded.length).toBeGreaterThan(0)
    for (const line of worded) expect(line.romanized).toBe(line.text.toUpperCase())
    expect(first.lines.filter((line) => !line.text).every((line) => line.romanized === undefined)).toBe(true)
    expect(asked.songs).toBe(1)
  })

  it('romanizes plain lyrics line by line', async () => {
    const { romanizer } = capitals()
    const app = start({ romanizer })
    app.settings.update({ lyrics: { romanize: true } })
    app.play(trackOf('plain'))
    const lyrics = await app.current()
    if (lyrics.status !== 'plain') throw new Error(`expected plain lyrics, got ${lyrics.status}`)
    expect(lyrics.romanized).toBe(lyrics.text.toUpperCase())
  })

  it('still shows the lyrics when romanizing fails, and says why in the log', async () => {
    const { romanizer } = capitals(true)
    const app = start({ romanizer })
    app.settings.update({ lyrics: { romanize: true } })
    app.play(trackOf('synced'))
    const lyrics = await app.current()
    expect(lyrics.status).toBe('synced')
    expect(app.lines.some((line) => line.includes('could not be romanized'))).toBe(true)
  })

  it('lets the romanizer go with the service', () => {
    const { asked, romanizer } = capitals()
    start({ romanizer })
    for (const service of open.splice(0)) service.dispose()
    expect(asked.disposed).toBe(true)
  })
})
