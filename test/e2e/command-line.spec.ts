import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ctl, projectRoot as root } from './support/command-line'
import { expect, test } from './support/player-test'
import type { TrafficEntry } from '../../electron/emulator'
import { servicePlayer, signIn, type PlayerApp } from './support/player-app'

/**
 * Encore's command line against browser mode on a test-owned emulator, run as a user runs it from source:
 * `npm run -s ctl -- --data-dir PATH …` (the launcher it runs, `node build/run-compiled.js ctl`, for the rest).
 * The phone is the emulator's "another device". One app start for everything the command does to the player.
 */

const at = (running: PlayerApp) => ['--data-dir', running.dataDir]

test('without Encore: exit 3 with one line; bad arguments: exit 2 naming the bad one', async () => {
  const empty = mkdtempSync(join(tmpdir(), 'encore-ctl-none-'))
  try {
    const next = await ctl(['--data-dir', empty, 'next'])
    expect(next.code).toBe(3)
    expect(next.out).toEqual([])
    expect(next.err).toEqual([`encore: Start Encore first (or add --start): none is running for ${empty}.`])
  } finally {
    rmSync(empty, { recursive: true, force: true })
  }
  const cases: [string[], RegExp][] = [
    [['volume', 'loud'], /“loud” is not a volume/],
    [['frobnicate'], /unknown command “frobnicate”/],
    [['queue', 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy'], /only tracks and episodes can be queued/],
    [['status', '--format', '{nope}'], /unknown field \{nope\}/],
  ]
  for (const [args, named] of cases) {
    const ran = await ctl(args)
    expect(ran.code, args.join(' ')).toBe(2)
    expect(ran.err[0]).toMatch(named)
    expect(ran.err.slice(1), 'one line pointing to --help follows').toEqual([
      'Run “encore --help” to see every command and option.',
    ])
  }
})

test('the command drives the player the phone plays on, and follows it', async ({ page, running }) => {
  test.setTimeout(90_000)
  const { emulator, elsewhere } = running
  const devices = await elsewhere.devices()
  const phone = devices.find((device) => device.name === 'Pocket Phone')!
  const [first, second] = emulator.catalog.albums
  // The phone plays before Encore signs in: its first read shows it.
  const played = await elsewhere.request('PUT', `/me/player/play?device_id=${phone.id}`, {
    context_uri: `spotify:album:${first!.id}`,
  })
  expect(played.status).toBeLessThan(300)
  const playing = await servicePlayer(running)
  await signIn(page, running.app)

  // status --json shows what the phone plays (through npm, as the README says to run it).
  await expect
    .poll(
      async () => {
        const ran = await ctl([...at(running), 'status', '--json'], { npm: true })
        const status = JSON.parse(ran.out[0] ?? 'null') as {
          track: { uri: string } | null
          device: { name: string } | null
        }
        return ran.code === 0 ? `${status.track?.uri} on ${status.device?.name}` : ran.err.join(' ')
      },
      { timeout: 15_000 },
    )
    .toBe(`${playing.item!.uri} on Pocket Phone`)

  // status --follow: one line now, another at Encore's first read of the player after a change made on the
  // phone (the command sends no request of its own). Counted in reads, not seconds: the reads' rhythm (every
  // 5 s while the player shows and plays) is held by test/core/features/playback/read-rhythm.test.ts on a manual clock,
  // and a busy machine stretches seconds, not the order of reads and lines.
  const follower = follow([...at(running), 'status', '--follow', '--format', '{title} | {state}'])
  await expect.poll(() => follower.lines.length).toBeGreaterThan(0)
  expect(follower.lines[0]).toBe(`${playing.item!.name} | playing`)
  const changedAt = Date.now()
  expect((await elsewhere.request('PUT', '/me/player/pause')).status).toBeLessThan(300)
  const paused = `${playing.item!.name} | paused`
  await expect.poll(() => follower.lines.at(-1), { timeout: 30_000 }).toBe(paused)
  const shownAt = follower.times[follower.lines.lastIndexOf(paused)]!
  const readsBefore = running.emulator.traffic
    .entries()
    .filter((entry) => entry.method === 'GET' && entry.path === '/me/player')
    .filter((entry) => entry.at >= changedAt && entry.at <= shownAt)
  expect(readsBefore.length, 'reads of the player between the change and its line').toBeLessThanOrEqual(1)

  // next: the service plays another track (and plays again: next resumes on the service).
  expect(await ctl([...at(running), 'next'])).toEqual({ code: 0, out: [], err: [] })
  await expect.poll(async () => (await servicePlayer(running)).item?.uri).not.toBe(playing.item!.uri)

  // volume +5: the phone's volume moves by 5.
  const volumeBefore = phone.volume_percent!
  expect(await ctl([...at(running), 'volume', '+5'])).toEqual({ code: 0, out: [], err: [] })
  await expect.poll(async () => (await servicePlayer(running)).device.volume_percent).toBe(volumeBefore + 5)

  // device: playback moves to "Encore Desktop" from a unique start of its name, any case.
  expect((await ctl([...at(running), 'device', 'encore desk'])).code).toBe(0)
  await expect.poll(async () => (await servicePlayer(running)).device.name).toBe('Encore Desktop')

  // play <album link>: a shared web link (with intl- and ?si=) plays the album.
  const link = `https://open.spotify.com/intl-de/album/${second!.id}?si=Zx81ab`
  expect((await ctl([...at(running), 'play', link])).code).toBe(0)
  await expect
    .poll(async () => (await servicePlayer(running)).context?.uri)
    .toBe(`spotify:album:${second!.id}`)

  // sleep track: moved to the track's last seconds, Encore pauses once it ended (the next one had begun); a
  // new timer while nothing plays is refused in words.
  const ending = await servicePlayer(running)
  // Once Encore shows that track (its read after the album started).
  await expect
    .poll(
      async () => JSON.parse((await ctl([...at(running), 'status', '--json'])).out[0] ?? 'null')?.track?.uri,
      {
        timeout: 15_000,
      },
    )
    .toBe(ending.item!.uri)
  expect(
    (await ctl([...at(running), 'seek', `${Math.floor(ending.item!.duration_ms / 1000) - 4}`])).code,
  ).toBe(0)
  const sleep = await ctl([...at(running), 'sleep', 'track'])
  expect(sleep.code, sleep.err.join(' ')).toBe(0)
  expect(sleep.out).toEqual([`Sleep timer: Encore pauses at the end of this track (“${ending.item!.name}”).`])
  await expect.poll(async () => (await servicePlayer(running)).is_playing, { timeout: 30_000 }).toBe(false)
  expect((await servicePlayer(running)).item?.uri).not.toBe(ending.item!.uri)
  const refused = await ctl([...at(running), 'sleep', '30'])
  expect(refused).toMatchObject({
    code: 5,
    err: ['encore: Nothing is playing: start some music, then set the sleep timer.'],
  })

  // sleep 1: Encore pauses after a minute, the last seconds fading the volume down, then putting it back. The
  // minute is the clock's, moved ahead (Encore and the emulator share it), not waited for. The track repeats, so
  // the minute cannot run past the album's end (which stops the music by itself).
  expect((await ctl([...at(running), 'repeat', 'track'])).code).toBe(0)
  expect((await ctl([...at(running), 'play'])).code).toBe(0)
  const state = async () => (await ctl([...at(running), 'status', '--format', '{state}'])).out[0]
  await expect.poll(state, { timeout: 15_000 }).toBe('playing')
  const volume = (await servicePlayer(running)).device.volume_percent!
  const setFrom = running.clock.now()
  const timed = await ctl([...at(running), 'sleep', '1'])
  expect(timed.code, timed.err.join(' ')).toBe(0)
  expect(timed.out).toEqual([
    expect.stringMatching(/^Sleep timer: Encore pauses at \d\d:\d\d, in (60|59) s\.$/),
  ])
  // Close to the fade's start (it takes the last 10 s; the command's own start-up may have taken a few seconds),
  // then through the rest of the minute at about five times real speed.
  running.clock.advance(45_000)
  await running.clock.fastForward(17_000, { stepMs: 500, pauseMs: 100 })
  await expect.poll(async () => (await servicePlayer(running)).is_playing).toBe(false)
  await expect.poll(state).toBe('paused')
  // What Encore sent after the timer was set: the fade's lower volumes, the pause once the minute had passed
  // (on the clock they share), then the volume put back.
  const sent = running.emulator.traffic
    .entries()
    .filter((entry) => entry.at >= setFrom && entry.method === 'PUT')
    .filter((entry) => entry.path === '/me/player/volume' || entry.path === '/me/player/pause')
  const pauseAt = sent.findIndex((entry) => entry.path === '/me/player/pause')
  const seen = sent.map((entry) => `${entry.at - setFrom} ${entry.path}?${entry.query} ${entry.status}`)
  expect(pauseAt, `the volume went down, then a pause:\n${seen.join('\n')}`).toBeGreaterThan(0)
  expect(sent[pauseAt]!.at).toBeGreaterThanOrEqual(setFrom + 60_000)
  const percent = (entry: TrafficEntry) => Number(new URLSearchParams(entry.query).get('volume_percent'))
  const faded = sent.slice(0, pauseAt).map(percent)
  expect(faded.length, 'the fade lowered the volume before the pause').toBeGreaterThan(0)
  for (const lower of faded) expect(lower).toBeLessThan(volume)
  await expect
    .poll(() =>
      running.emulator.traffic
        .entries()
        .filter(
          (entry) => entry.at >= setFrom && entry.method === 'PUT' && entry.path === '/me/player/volume',
        )
        .map(percent)
        .at(-1),
    )
    .toBe(volume)
  expect((await servicePlayer(running)).device.volume_percent).toBe(volume)

  follower.child.kill('SIGINT')
  expect(await follower.ended).toBe(0)

  // Encore's queue: three tracks queued, the third moved to the top and the second removed (nothing sent
  // yet), kept across a restart; then Next twice plays them in Encore's order, and the removed one never plays.
  const started = Date.now()
  const [a, b, c] = emulator.catalog.tracks
    .filter((candidate) => !second!.trackIds.includes(candidate.id))
    .slice(0, 3)
    .map((candidate) => ({ uri: `spotify:track:${candidate.id}`, name: candidate.name }))
  for (const item of [a!, b!, c!]) expect((await ctl([...at(running), 'queue', item.uri])).code).toBe(0)
  expect(await ctl([...at(running), 'queue', 'move', '3', '1'])).toMatchObject({ code: 0 })
  expect(await ctl([...at(running), 'queue', 'remove', '2'])).toMatchObject({ code: 0 })
  expect(await ctl([...at(running), 'queue', 'remove', '7'])).toMatchObject({
    code: 2,
    err: ['encore: There is no position 7 in your queue. Use 1 to 2.'],
  })
  await running.restart()
  const mine = async () => {
    const ran = await ctl([...at(running), 'queue', '--list', '--json'])
    const entries = JSON.parse(ran.out[0] ?? '[]') as { source: string; uri: string }[]
    return entries.filter((entry) => entry.source === 'encore').map((entry) => entry.uri)
  }
  await expect.poll(mine, { timeout: 15_000 }).toEqual([c!.uri, b!.uri])
  for (const item of [c!, b!]) {
    await expect.poll(async () => (await ctl([...at(running), 'next'])).code, { timeout: 15_000 }).toBe(0)
    await expect.poll(async () => (await servicePlayer(running)).item?.uri).toBe(item.uri)
  }
  const handed = emulator.traffic
    .entries()
    .filter((entry) => entry.method === 'POST' && entry.path === '/me/player/queue' && entry.at >= started)
  expect(handed.map((entry) => decodeURIComponent(entry.query))).toEqual([
    expect.stringContaining(c!.uri),
    expect.stringContaining(b!.uri),
  ])
  await expect.poll(mine).toEqual([])
})

/** A running `status --follow`: its lines and when each arrived (ms, the system's clock, as the emulator's). */
function follow(args: string[]): {
  child: ChildProcess
  lines: string[]
  times: number[]
  ended: Promise<number | null>
} {
  const child = spawn(process.execPath, [join(root, 'build/run-compiled.js'), 'ctl', ...args], { cwd: root })
  const seen: string[] = []
  const times: number[] = []
  let partial = ''
  child.stdout.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString()).split('\n')
    partial = parts.pop() ?? ''
    seen.push(...parts)
    times.push(...parts.map(() => Date.now()))
  })
  return {
    child,
    lines: seen,
    times,
    ended: new Promise((resolve) => child.on('close', (code) => resolve(code))),
  }
}
