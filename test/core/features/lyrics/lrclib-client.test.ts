import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AbortedError } from '../../../../electron/core/service/api/errors'
import {
  createLrclibClient,
  LOCAL_LRCLIB_FAILURE,
  LrclibFailure,
  type LrclibClient,
} from '../../../../electron/core/features/lyrics/lrclib-client'
import { startEmulator, type EmulatorHandle } from '../../../../electron/emulator'
import { lyricsKindOf } from '../../../../electron/emulator/lrclib/generate-lyrics'
import { startBrokenLrclib, type BrokenAnswer, type BrokenLrclib } from '../../../support/broken-lrclib'
import { createMemoryLogger } from '../../../support/memory-logger'

/**
 * The LRCLIB client against the emulator's LRCLIB (answers as the real one does) and against one that
 * misbehaves: every unusable answer is refused with its reason in the log, and no answer is waited on forever.
 */

let emulator: EmulatorHandle
let broken: BrokenLrclib
const never = new AbortController().signal

beforeAll(async () => {
  emulator = await startEmulator({ size: 'small', seed: 'lrclib-client' })
  broken = await startBrokenLrclib()
})
afterAll(async () => {
  await emulator.close()
  await broken.close()
})

function client(
  address: string,
  options: { timeoutMs?: number; maxBytes?: number; quietOnLocal?: boolean } = {},
) {
  const { logger, lines } = createMemoryLogger()
  return {
    client: createLrclibClient({ address, userAgent: 'Encore/1.2.3 (test)', logger, ...options }),
    lines,
  }
}

function searchOf(kind: 'synced' | 'missing') {
  const track = emulator.catalog.tracks.find(
    (candidate) => lyricsKindOf(emulator.catalog.seed, candidate) === kind,
  )!
  return {
    trackName: track.name,
    artistName: emulator.catalog.artist(track.artistIds[0]!)!.name,
    albumName: emulator.catalog.album(track.albumId)!.name,
    durationS: Math.round(track.durationMs / 1000),
  }
}

async function refusal(call: (lrclib: LrclibClient) => Promise<unknown>, lrclib: ReturnType<typeof client>) {
  const error = await call(lrclib.client).then(
    () => expect.fail('the answer was used'),
    (failure: unknown) => failure,
  )
  expect(error).toBeInstanceOf(LrclibFailure)
  return { error: error as LrclibFailure, log: lrclib.lines.join('\n') }
}

describe('the LRCLIB client, against the emulator', () => {
  it('asks get with the title, artists, album and length, naming Encore, and reads the record', async () => {
    const search = searchOf('synced')
    const record = await client(`${emulator.accountsUrl}/lrclib`).client.get(search, never)
    expect(record).toMatchObject({ trackName: search.trackName, instrumental: false })
    expect(record?.syncedLyrics).toMatch(/^\[ti:/)
    const sent = emulator.traffic.entries().at(-1)!
    expect(sent.path).toBe('/lrclib/api/get')
    expect(Object.fromEntries(new URLSearchParams(sent.query))).toEqual({
      track_name: search.trackName,
      artist_name: search.artistName,
      album_name: search.albumName,
      duration: String(search.durationS),
    })
  })

  it('answers null for a track LRCLIB does not have (404), and lists search results', async () => {
    const lrclib = client(`${emulator.accountsUrl}/lrclib/`).client
    expect(await lrclib.get(searchOf('missing'), never)).toBeNull()
    const search = searchOf('synced')
    const found = await lrclib.search(`${search.trackName} ${search.artistName}`, never)
    expect(found.map((record) => record.trackName)).toContain(search.trackName)
  })
})

describe('the LRCLIB client, against an LRCLIB that misbehaves', () => {
  const search = { trackName: 'Song', artistName: 'Artist', albumName: 'Album', durationS: 200 }

  it('sends a User-Agent naming Encore, and keeps the path of the address', async () => {
    broken.answer({ kind: 'answer', status: 404, body: '{}' })
    await client(`${broken.address}/mirror`).client.get(search, never)
    const last = broken.requests.at(-1)!
    expect(last.headers['user-agent']).toBe('Encore/1.2.3 (test)')
    expect(last.url).toMatch(/^\/mirror\/api\/get\?track_name=Song&/)
  })

  it.each([
    ['not JSON', '<html>LRCLIB is down for maintenance</html>', 'not JSON'],
    ['a record of the wrong types', JSON.stringify({ id: 'one', trackName: 'Song' }), 'id: '],
    [
      'a record whose lyrics are not text',
      JSON.stringify({
        id: 1,
        trackName: 'S',
        artistName: 'A',
        duration: 200,
        instrumental: false,
        syncedLyrics: 5,
      }),
      'syncedLyrics: ',
    ],
    ['a list where a record belongs', '[]', '(answer): '],
  ])('refuses %s from get, logging why', async (_what, body, reason) => {
    broken.answer({ kind: 'answer', status: 200, body })
    const lrclib = client(broken.address)
    const { error, log } = await refusal((c) => c.get(search, never), lrclib)
    expect(error.kind).toBe('refused')
    expect(log).toContain('An LRCLIB answer was refused')
    expect(log).toContain(reason)
  })

  it('refuses a search answer with one bad record, or that is not a list', async () => {
    const good = { id: 1, trackName: 'S', artistName: 'A', albumName: 'B', duration: 1, instrumental: true }
    broken.answer({ kind: 'answer', status: 200, body: JSON.stringify([good, { ...good, duration: '1' }]) })
    expect((await refusal((c) => c.search('S A', never), client(broken.address))).log).toContain(
      '[1].duration',
    )
    broken.answer({ kind: 'answer', status: 200, body: JSON.stringify({ results: [good] }) })
    expect((await refusal((c) => c.search('S A', never), client(broken.address))).error.kind).toBe('refused')
  })

  it('refuses a huge answer without reading it all, compressed or not', async () => {
    const huge = JSON.stringify([{ filler: 'x'.repeat(3 * 1024 * 1024) }])
    broken.answer({ kind: 'answer', status: 200, body: huge })
    const plainRefusal = await refusal((c) => c.search('S', never), client(broken.address))
    expect(plainRefusal.log).toContain('larger than 1024 KiB')
    broken.answer({
      kind: 'answer',
      status: 200,
      body: gzipSync(huge),
      headers: { 'content-encoding': 'gzip' },
    })
    const zipped = await refusal((c) => c.search('S', never), client(broken.address, { maxBytes: 64 * 1024 }))
    expect(zipped.log).toContain('larger than 64 KiB')
  })

  it('follows no redirect (it could lead anywhere): the address to enter is where it leads', async () => {
    broken.answer({ kind: 'answer', status: 302, body: '', headers: { location: 'file:///etc/passwd' } })
    const { error } = await refusal((c) => c.get(search, never), client(broken.address))
    expect(error.message).toContain('a redirect (302)')
  })

  it('says LRCLIB is unreachable when it fails, hangs past the deadline or is not there', async () => {
    broken.answer({ kind: 'answer', status: 503, body: 'busy' })
    expect((await refusal((c) => c.get(search, never), client(broken.address))).error).toMatchObject({
      kind: 'unreachable',
      message: 'LRCLIB answered 503.',
    })
    broken.answer({ kind: 'hang' })
    const started = Date.now()
    const slow = await refusal((c) => c.get(search, never), client(broken.address, { timeoutMs: 300 }))
    expect(slow.error.message).toBe('LRCLIB did not answer within 300 ms.')
    expect(Date.now() - started).toBeLessThan(5_000)
    const gone = await refusal((c) => c.get(search, never), client('http://127.0.0.1:9'))
    expect(gone.error.message).toMatch(/^LRCLIB could not be reached \(ECONNREFUSED\)/)
  })

  it('quiet on local addresses: every failure says the same, the details go to the log', async () => {
    const failures: BrokenAnswer[] = [
      { kind: 'answer', status: 200, body: 'not json' },
      { kind: 'answer', status: 200, body: '{"id":"x"}' },
      { kind: 'answer', status: 503, body: 'busy' },
      { kind: 'answer', status: 302, body: '', headers: { location: 'http://elsewhere/' } },
    ]
    for (const answer of failures) {
      broken.answer(answer)
      const quiet = client(broken.address, { quietOnLocal: true })
      const { error, log } = await refusal((c) => c.get(search, never), quiet)
      expect([error.kind, error.message], JSON.stringify(answer)).toEqual([
        'unreachable',
        LOCAL_LRCLIB_FAILURE,
      ])
      expect(log).toContain('A local LRCLIB gave nothing usable')
    }
    // Nothing listening on the port says the same as a port that answered.
    const closed = await refusal(
      (c) => c.get(search, never),
      client('http://127.0.0.1:9/lrclib', { quietOnLocal: true }),
    )
    expect(closed.error.message).toBe(LOCAL_LRCLIB_FAILURE)
  })

  it('sends nothing to an address that is not http(s)', async () => {
    const { error } = await refusal((c) => c.get(search, never), client('file:///etc/lrclib'))
    expect(error.message).toBe('The LRCLIB address is not http or https; nothing was sent.')
  })

  it('stops when the caller cancels', async () => {
    broken.answer({ kind: 'hang' })
    const controller = new AbortController()
    const call = client(broken.address).client.get(search, controller.signal)
    setTimeout(() => controller.abort(), 50)
    await expect(call).rejects.toBeInstanceOf(AbortedError)
  })
})
