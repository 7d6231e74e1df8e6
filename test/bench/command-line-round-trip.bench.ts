import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseCommandLine } from '../../electron/core/features/command-line/args'
import { sendInvocation } from '../../electron/cli/client'
import { pageApi } from '../support/page-api'
import { encoreWithCommandLine } from './command-line-kit'
import { figure, median, percentile, type BenchSection } from './bench-kit'

/**
 * `ctl` round trip while Encore runs and plays: from sending `next`, `volume +5` or `toggle` to the answer
 * (the engine's step decides, the dispatcher answers; nothing waits for notices), against core on the emulator.
 * Through the socket from this process, and as the compiled client's process (process start included; needs
 * `npm run build`). Target: 200 ms.
 */
const root = fileURLToPath(new URL('../../', import.meta.url))
const ctl = join(root, 'out/main/web-ctl.js')
const RUNS = 15
const commands = [['next'], ['volume', '+5'], ['toggle']] as const
/** The engine sends a slider's value (volume, seek) at most 4 times a second. */
const SLIDER_WINDOW_MS = 300
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export default async function bench(): Promise<BenchSection> {
  const { dir, app, close } = await encoreWithCommandLine('encore-bench-ctl-rt-')
  const said: string[] = []
  const io = { out: () => {}, err: (line: string) => said.push(line), note: () => {} }
  const socket = async (args: readonly string[]) => {
    const parsed = parseCommandLine(['--data-dir', dir, ...args])
    if (!parsed.ok || 'help' in parsed) throw new Error(`encore ${args.join(' ')} does not parse`)
    const start = performance.now()
    const reached = await sendInvocation(parsed.invocation, dir, io)
    if (!('code' in reached) || reached.code !== 0)
      throw new Error(`encore ${args.join(' ')} failed: ${said.join(' ')}`)
    return performance.now() - start
  }
  const processTime = (args: readonly string[]) =>
    new Promise<number>((resolve, reject) => {
      const start = performance.now()
      const child = spawn(process.execPath, [ctl, '--data-dir', dir, ...args], { stdio: 'ignore' })
      child.on('close', (code) =>
        code === 0
          ? resolve(performance.now() - start)
          : reject(new Error(`encore ${args.join(' ')} exited ${code}`)),
      )
    })
  try {
    const api = pageApi(app.encore)
    const device = (await api.playback.devices()).find(
      (candidate) => !candidate.isRestricted && candidate.volumePercent !== null,
    )
    if (!device) throw new Error('no device takes commands')
    await api.playback.transfer({ deviceId: device.id, play: false })
    const album = app.emulator.catalog.albums[0]!
    const startAlbum = () =>
      api.playback.play({ contextUri: `spotify:album:${album.id}`, offset: { position: 0 } })
    await startAlbum()
    // A page shows the player (as while someone uses Encore): it is read often, and the device is known.
    await api.playback.setVisible({ viewer: 'bench', visible: true, focused: true })
    const until = Date.now() + 20_000
    const volumeKnown = async () => typeof (await api.playback.get()).device?.volumePercent === 'number'
    while (!(await volumeKnown()) && Date.now() < until) {
      await api.app.wake()
      await pause(100)
    }
    await api.playback.setVolume({ percent: 20 })
    const figures = []
    for (const args of commands) {
      const times: number[] = []
      for (let run = 0; run < RUNS; run++) {
        // From the album's first track, unmeasured: it does not run out of next tracks.
        if (args[0] === 'next') await startAlbum()
        // A volume sent within 250 ms of the last waits for the slider's window (4 a second): apart, as typed.
        if (args[0] === 'volume') await pause(SLIDER_WINDOW_MS)
        times.push(await socket(args))
      }
      // Back where it was: the volume stays well below 100 across the runs.
      if (args[0] === 'volume') await api.playback.setVolume({ percent: 20 })
      figures.push(
        figure(`socket: encore ${args.join(' ')}, median`, median(times), 'ms'),
        figure(`socket: encore ${args.join(' ')}, 90th percentile`, percentile(times, 0.9), 'ms'),
      )
    }
    const notes: string[] = [
      'Volume runs are 300 ms apart, as typed: one sent within 250 ms of the last waits for the slider’s window (at most 4 volume requests a second reach the service), about 250 ms.',
      'Before the dispatcher answered outcomes, volume and seek waited up to 1.5 s for a refusal or the read after (about 1.2 s for volume +5).',
    ]
    if (existsSync(ctl)) {
      for (const args of commands) {
        const times: number[] = []
        for (let run = 0; run < RUNS; run++) {
          if (args[0] === 'next') await startAlbum()
          if (args[0] === 'volume') await pause(SLIDER_WINDOW_MS)
          times.push(await processTime(args))
        }
        if (args[0] === 'volume') await api.playback.setVolume({ percent: 20 })
        figures.push(figure(`process: encore ${args.join(' ')}, median`, median(times), 'ms'))
      }
    } else notes.push('The compiled client is missing (npm run build): its rows are left out.')
    return { title: 'Command line: round trip of a player command while Encore runs', figures, notes }
  } finally {
    await close()
  }
}
