import { mkdtempSync, readFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, resolveChromium } from '../support/chromium'
import { figure, type BenchFigure, type BenchModule } from './bench-kit'
import {
  BridgeClient,
  childrenOf,
  MB,
  playElsewhere,
  rssOf,
  serve,
  signInSpotify,
  sleep,
  tenMinutesOfPlayback,
} from './lean-kit'
import { cacheLibraryFor, startTrayEmulator } from './tray-kit'

/**
 * Resting (issue 60's targets): what Encore holds and spends while a person leaves it alone. Encore's processes
 * are the app's Node process (`npm run web`'s server, with the demo's worker thread inside it) and whatever it
 * started; not npm's own process that `npm run web` runs it under (~58 MiB RSS, absent from a desktop install),
 * and not the browser showing the page (in the desktop app its renderers are measured by the renderer bench).
 */

const freshDir = (name: string) => mkdtempSync(join(tmpdir(), `encore-resting-${name}-`))
/** The app's process and every process under it. */
const processTree = (pid: number): number[] => [pid, ...childrenOf(pid).flatMap(processTree)]
const totalRss = (pid: number) => processTree(pid).reduce((sum, each) => sum + rssOf(each), 0)
/** CPU time (user + system) a process has used, in seconds: its threads included. */
function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}
const treeCpu = (pid: number) => processTree(pid).reduce((sum, each) => sum + cpuSeconds(each), 0)
const load = () => loadavg()[0]!.toFixed(1)

const SETTLE_MS = 20_000
const IDLE_MS = 60_000

/**
 * The demo as a newcomer meets it: the page opened, the one-click sign-in, then 20 s left alone (no forced
 * GC): RSS of Encore's processes. Then the page is closed (nothing shows Encore) and its CPU is measured over
 * a minute, signed in.
 */
async function demoResting(figures: BenchFigure[], notes: string[]) {
  const { served } = await serve('web', freshDir('demo'))
  const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs })
  try {
    const page = await browser.newPage()
    await page.goto(served.url)
    await page.getByTestId('prompt-sign-in').click()
    await page.getByTestId('account-name').waitFor()
    await sleep(SETTLE_MS)
    figures.push(
      figure(
        'demo signed in (page open), 20 s after sign-in, no forced GC: RSS of Encore’s processes (target ≤ 143, 150 MB)',
        totalRss(served.pid) / MB,
        'MiB',
      ),
    )
    notes.push(`Load average (1 min) when the demo's RSS was read: ${load()} on this machine's cores.`)
    await page.close()
    await sleep(5_000)
    const before = treeCpu(served.pid)
    await sleep(IDLE_MS)
    figures.push(
      figure(
        'demo signed in, nothing shown, nothing playing: CPU of Encore’s processes over a minute (target ≤ 0.5)',
        ((treeCpu(served.pid) - before) / (IDLE_MS / 1000)) * 100,
        '% of a core',
      ),
    )
    notes.push(`Load average (1 min) after the idle minute: ${load()}.`)
  } finally {
    await browser.close()
    await served.stop()
  }
}

/**
 * The tray: the Spotify profile (an emulator standing in), a 50,000-track library cached, ten minutes of
 * playback on another device with nothing shown (the library bench's tray row, alone): RSS and heap after GC.
 */
async function trayResting(figures: BenchFigure[], notes: string[]) {
  const emulator = await startTrayEmulator()
  const dataDir = freshDir('tray')
  try {
    await cacheLibraryFor(emulator, dataDir)
    const { served } = await serve('web', dataDir, { inspect: true })
    try {
      const bridge = await BridgeClient.open(served.url)
      await signInSpotify(bridge)
      await playElsewhere(emulator)
      const before = treeCpu(served.pid)
      const startedAt = performance.now()
      await tenMinutesOfPlayback(emulator, 7_000)
      const cpu = (treeCpu(served.pid) - before) / ((performance.now() - startedAt) / 1000)
      const rested = await served.inspector!.memoryAfterGc()
      figures.push(
        figure(
          'tray, 50,000-track library, 10 min of playback, nothing shown: RSS after GC (target ≤ 70)',
          rssOf(served.pid) / MB,
          'MiB',
        ),
        figure('the same: the app thread’s heap used after GC (target ≤ 15)', rested.heapUsed / MB, 'MiB'),
        figure('the same: CPU while it plays on another device, nothing shown', cpu * 100, '% of a core'),
      )
      notes.push(`Load average (1 min) when the tray's memory was read: ${load()}.`)
      bridge.close()
    } finally {
      await served.stop()
    }
  } finally {
    await emulator.close()
  }
}

const run: BenchModule = async () => {
  const figures: BenchFigure[] = []
  const notes: string[] = [
    'Round four (2026-12-07 night, three runs on the code of wt-mem: core wakes no ICU data, browser mode serves on Node’s own HTTP server): the tray 65.63 / 66.22 / 65.62 MiB RSS after GC (median 65.63; target 70 met), its heap 11.91 / 11.96 / 12.03 MiB (median 11.96); the demo 123.27 / 128.38 / 129.81 MiB 20 s after sign-in (median 128.38; read at a load of 0.2 / 14.1 / 14.1), idle CPU 0.25 / 0.23 / 0.20 %. Before it (267163a, the merged code of the evening, load ≤ 1): the tray 76.41 / 74.70 / 76.94 MiB (median 76.41), heap 14.51 / 14.43 / 14.47 MiB, the demo 123.6 / 118.2 / 121.6 MiB, idle CPU 0.25 / 0.30 / 0.12 %. The rows above are the third run.',
    'Before round three (7968775, 2026-12-07 afternoon, the same measure, medians of three at a load of 13–26): the tray 79.2 MiB RSS after GC (this bench: 78.4), heap 17.47 MiB (17.58); the demo 140.2 MiB RSS 20 s after sign-in, its idle CPU 0.23 %. Before that (82dc19d, 2026-12-07 morning): the demo 169.8 and 170.5 MiB, idle CPU 0.57 and 0.83 %; the tray 77.4–80.0 MiB, heap 18.8–19.0 MiB (docs/performance.md).',
    'Not counted: npm’s own process that `npm run web` runs the app under (58 MiB RSS) and the browser showing the page.',
  ]
  await demoResting(figures, notes)
  await trayResting(figures, notes)
  return { title: 'Resting: the demo settled, the tray, idle CPU (issue 60)', figures, notes }
}

export default run
