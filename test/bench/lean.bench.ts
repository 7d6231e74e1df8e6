import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from '@playwright/test'
import type { PlaybackState, SessionState } from '../../electron/contract'
import { startEmulator } from '../../electron/emulator'
import { chromiumArgs, resolveChromium } from '../support/chromium'
import { startEngineHarness } from '../support/engine-harness'
import { figure, median, type BenchFigure, type BenchModule } from './bench-kit'
import {
  BridgeClient,
  childrenOf,
  collectGarbage,
  MB,
  playElsewhere,
  rssOf,
  serve,
  signInSpotify,
  sleep,
  tenMinutesOfPlayback,
  writeSpotifySettings,
} from './lean-kit'

/**
 * Lean: what the running app costs, measured from outside as a user runs it (compiled, `npm run web`), each
 * figure beside its target. Memory is resident memory (RSS) of the app's processes, after a forced GC where
 * said; page figures come from Debian's Chromium driven by Playwright.
 */

const freshDir = (name: string) => mkdtempSync(join(tmpdir(), `encore-lean-${name}-`))
const CLIENT_ID = 'abcdef0123456789abcdef0123456789'

/** Every Node process of the app: the server and what it started (the demo service). */
const totalRss = (pid: number) => [pid, ...childrenOf(pid)].reduce((sum, each) => sum + rssOf(each), 0)

async function demoMemory(figures: BenchFigure[], notes: string[]) {
  // Before sign-in: the app alone.
  const dataDir = freshDir('demo')
  const { served, msToUrl } = await serve('web', dataDir, { inspect: true })
  figures.push(
    figure('npm run web, fresh build present: started → URL printed (target ≤ 1500)', msToUrl, 'ms'),
  )
  try {
    await sleep(1_000)
    await served.inspector!.memoryAfterGc()
    figures.push(
      figure('signed out, nothing running: the app process, RSS after GC', rssOf(served.pid) / MB, 'MiB'),
    )
    const bridge = await BridgeClient.open(served.url)
    const signedIn = bridge.until<SessionState>('session.changed', (state) => state.status === 'signed-in')
    const clickedAt = performance.now()
    await bridge.call('session.signIn', { profile: 'demo', skipConsent: true })
    await signedIn
    figures.push(
      figure(
        'demo sign-in: call → signed in, bridge only (see the page figure too)',
        performance.now() - clickedAt,
        'ms',
      ),
    )
    await sleep(3_000)
    const server = await served.inspector!.memoryAfterGc()
    figures.push(
      figure(
        'demo signed in: all Encore Node processes, RSS (target ≤ 150)',
        totalRss(served.pid) / MB,
        'MiB',
      ),
      figure(
        'demo signed in: the app thread’s heap used after GC (the demo worker apart)',
        server.heapUsed / MB,
        'MiB',
      ),
    )
    if (childrenOf(served.pid).length) notes.push('The app had child processes while signed in to the demo.')
    await bridge.call('session.signOut')
    // The demo service stops 15 s after its session ends; its worker's memory goes back.
    await sleep(20_000)
    await served.inspector!.memoryAfterGc()
    figures.push(
      figure(
        'demo signed out 20 s ago, its worker stopped: all Encore Node processes, RSS',
        totalRss(served.pid) / MB,
        'MiB',
      ),
    )
    bridge.close()
  } finally {
    await served.stop()
  }
}

/** The Spotify profile against an emulator standing in for Spotify (2026 rules), ten minutes of playback. */
async function spotifyMemory(figures: BenchFigure[]) {
  const emulator = await startEmulator({
    size: 'small',
    seed: 'lean',
    clock: 'manual',
    apiMode: '2026',
    autoApprove: true,
    extraClientIds: [CLIENT_ID],
  })
  const dataDir = freshDir('spotify')
  writeSpotifySettings(dataDir, emulator, CLIENT_ID)
  const { served } = await serve('web', dataDir, { inspect: true })
  try {
    const bridge = await BridgeClient.open(served.url)
    await signInSpotify(bridge)
    // Something plays on another device; the page shows the player.
    await playElsewhere(emulator)
    await bridge.call('playback.setVisible', { viewer: 'bench', visible: true })
    await bridge.until<PlaybackState>('playback.state', (state) => state.track !== null)
    // Ten minutes on the emulator's clock while the app keeps reading at its own rhythm (real time).
    const start = performance.now()
    await tenMinutesOfPlayback(emulator, 3_000)
    const memory = await served.inspector!.memoryAfterGc()
    figures.push(
      figure(
        'Spotify profile, window shown, small library, 10 min of playback: app process RSS after GC (the target is the library bench’s tray row)',
        rssOf(served.pid) / MB,
        'MiB',
      ),
      figure('Spotify profile: app process heap used after GC', memory.heapUsed / MB, 'MiB'),
      figure(
        'Spotify profile: requests the app sent in that time (emulator log)',
        emulator.traffic.count(),
        'requests',
      ),
      figure('Spotify profile: real time the ten minutes took', (performance.now() - start) / 1000, 's'),
    )
    bridge.close()
  } finally {
    await served.stop()
    await emulator.close()
  }
}

/** `npm start` where Electron cannot run: the Electron probe, then browser mode, to the URL line. */
async function startTime(figures: BenchFigure[]) {
  const { served, msToUrl } = await serve('start', freshDir('start'))
  figures.push(figure('npm start, fresh build present: started → URL printed (target ≤ 1500)', msToUrl, 'ms'))
  await served.stop()
}

/**
 * In the page, installed before its scripts run: the time of the next click, and of the first frame painted
 * after an element matching `selector` appears (the task after the animation frame runs once that frame is
 * painted), as `window.encoreBenchTimes`. Times are the page's clock: 0 is when the URL was opened.
 */
const recordTimes = (selector: string) => `(() => {
  const times = {}
  window.encoreBenchTimes = times
  document.addEventListener('click', (event) => (times.clickedAt ??= event.timeStamp), { capture: true })
  const seen = () => {
    if (!document.querySelector(${JSON.stringify(selector)})) return false
    requestAnimationFrame(() => setTimeout(() => (times.shownAt = performance.now())))
    return true
  }
  new MutationObserver((_, observer) => seen() && observer.disconnect()).observe(document, {
    subtree: true,
    childList: true,
  })
})()`

interface RecordedTimes {
  clickedAt?: number
  shownAt?: number
}

/** The times `recordTimes` took, once the element has been painted. */
async function recordedTimes(page: Page): Promise<RecordedTimes & { shownAt: number }> {
  const times = await page.waitForFunction(() => {
    const times = (globalThis as { encoreBenchTimes?: RecordedTimes }).encoreBenchTimes
    return times?.shownAt !== undefined && times
  })
  return (await times.jsonValue()) as RecordedTimes & { shownAt: number }
}

/** The page: first-screen JavaScript, first paint of the signed-in player, the demo sign-in click. */
async function pageFigures(figures: BenchFigure[]) {
  const html = readFileSync('out/renderer/index.html', 'utf8')
  const scripts = [...html.matchAll(/(?:src|href)="\.\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
  const bytes = scripts.reduce((sum, file) => sum + statSync(join('out/renderer', file)).size, 0)
  figures.push(
    figure(`first screen JavaScript, minified (${scripts.length} files; target ≤ 250)`, bytes / 1024, 'kB'),
  )

  const browser = await chromium.launch({ executablePath: resolveChromium(), args: chromiumArgs })
  try {
    // Both page figures are timed in the page, not by waiting from outside: that would add Playwright's
    // polling, which looks again only every 500 ms once its first few looks missed. They vary a lot from one
    // try to the next on two shared cores (Chromium, the app and the demo's start compete), so each is tried
    // five times, each time with a fresh app process and page: the median stands against the target.
    const signIns: number[] = []
    const opens: number[] = []
    let pageHeap = 0
    for (let attempt = 0; attempt < PAGE_ATTEMPTS; attempt++) {
      // A newcomer: the one-click demo sign-in, click → profile shown.
      const dataDir = freshDir('page')
      const first = await serve('web', dataDir)
      const page = await browser.newPage()
      await page.addInitScript(recordTimes('[data-testid="account-name"]'))
      await page.goto(first.served.url)
      await page.getByTestId('prompt-sign-in').click()
      const signIn = await recordedTimes(page)
      signIns.push(signIn.shownAt - signIn.clickedAt!)
      await page.close()
      await first.served.stop()

      // The same data folder again: the kept demo sign-in; time from opening the URL to the player on screen.
      const again = await serve('web', dataDir)
      const second = await browser.newPage()
      await second.addInitScript(recordTimes('[role="region"][aria-label="Player"]'))
      await second.goto(again.served.url)
      opens.push((await recordedTimes(second)).shownAt)
      pageHeap = await second.evaluate(
        () => (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0,
      )
      await second.close()
      await again.served.stop()
    }
    figures.push(
      figure('demo sign-in: click → profile shown, median of 5 (target ≤ 1000)', median(signIns), 'ms'),
      figure('demo sign-in: click → profile shown, slowest of 5', Math.max(...signIns), 'ms'),
      figure('signed in: URL opened → player on screen, median of 5 (target ≤ 1000)', median(opens), 'ms'),
      figure('signed in: URL opened → player on screen, slowest of 5', Math.max(...opens), 'ms'),
      figure('page JS heap, signed in, player shown', pageHeap / MB, 'MiB'),
    )
  } finally {
    await browser.close()
  }
}

const PAGE_ATTEMPTS = 5

/** Two hours of playback on a manual clock, engine and emulator in this process: heap growth. */
async function soak(figures: BenchFigure[], notes: string[]) {
  const h = await startEngineHarness()
  try {
    h.signIn()
    h.engine.setVisible('soak', true)
    await h.settle()
    await h.asAnotherDevice('PUT', '/me/player', { device_ids: [h.deviceId('Encore Desktop')] })
    await h.asAnotherDevice('PUT', '/me/player/repeat?state=context')
    await h.asAnotherDevice('PUT', '/me/player/play', {
      context_uri: `spotify:album:${h.emulator.catalog.albums[0]!.id}`,
    })
    const heapAt = async () => {
      collectGarbage()
      await sleep(50)
      collectGarbage()
      return process.memoryUsage().heapUsed
    }
    const run = async (minutes: number) => {
      for (let minute = 0; minute < minutes; minute++) {
        h.engine.setVisible('soak', true)
        await h.advance(60_000, 1_000)
      }
    }
    await run(10)
    const after10 = await heapAt()
    await run(110)
    const after120 = await heapAt()
    figures.push(
      figure(
        '2 h simulated soak (engine + emulator in one process): heap used at 10 min',
        after10 / MB,
        'MiB',
      ),
      figure('2 h simulated soak: heap used at 120 min', after120 / MB, 'MiB'),
      figure('2 h simulated soak: heap growth from 10 to 120 min', (after120 - after10) / MB, 'MiB'),
      figure(
        '2 h simulated soak: player reads sent',
        h.requests().filter((r) => r.path === '/me/player').length,
        'requests',
      ),
    )
    notes.push('The soak includes the emulator’s own growth (its play history grows by one entry per track).')
  } finally {
    await h.close()
  }
}

const leanBench: BenchModule = async () => {
  const figures: BenchFigure[] = []
  const notes: string[] = [
    'Before this work (measured when the Lean issue was written): browser mode signed in to the demo held 345 MB RSS in one Node process (tsx, vite and the demo emulator included); the renderer shipped 545 kB of JavaScript on its first screen (it was in fact unminified: 567 kB).',
    'The 50,000-track library cache and the page heap with the 50,000-row library open are measured by the library bench (library.bench.ts).',
    'Electron’s main process cannot run here (no binary): it runs the same compiled core and starts the demo in a utility process; the Node figures above stand for it.',
  ]
  await startTime(figures)
  await demoMemory(figures, notes)
  await spotifyMemory(figures)
  await pageFigures(figures)
  await soak(figures, notes)
  return { title: 'Lean: memory, start and page weight of the running app (compiled)', figures, notes }
}

export default leanBench
