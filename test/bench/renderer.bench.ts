import type { Browser, BrowserContext, Page } from '@playwright/test'
import { figure, median, type BenchFigure, type BenchModule } from './bench-kit'
import { pageJsFlags } from '../../electron/core/features/desktop/page-memory'
import compiledBuild from '../support/compiled-build'
import { detachedNodes } from '../support/detached-nodes'
import { MB, sleep } from './lean-kit'
import {
  chromiumProcesses,
  heapAfterGc,
  launchChromium,
  memoryInfra,
  type Raster,
  processMemory,
  rasterStatus,
  rendererOf,
  round1,
  startRendererApp,
  startRendererAppProcess,
  type MemoryInfra,
  type RendererApp,
} from './renderer-kit'
import { coverChangeFigures } from './renderer-covers'
import { soakPass, startPlaying, type Missed, type SoakTargets } from './renderer-soak'

/**
 * The page's renderer process in Debian's Chromium (browser mode, the compiled page): a released window
 * opening again (click → first frame with the player and the list), the mini player's page alone, Chromium's
 * other processes for reference, and an hour of fake time over every screen (the soak): JS heap after GC and
 * renderer memory at each pass. Electron's renderers are Chromium's; its GPU and utility processes differ
 * and are not measured here (no Electron binary).
 */

const ROW_HEIGHT = 56
const ATTEMPTS = 5
/** An hour of fake time, a track every 3 minutes, over a few passes (each about a minute of real time). */
const FAKE_HOUR_TRACKS = 20
const TRACK_MS = 180_000
const PASSES = Number(process.env['ENCORE_SOAK_PASSES'] ?? 5)
const TRACKS_PER_PASS = Math.max(1, Math.round(FAKE_HOUR_TRACKS / PASSES))
const TRACKS = 10_000
const RESTORED_ROW = 5_000
/** The page tells core where its list is this long after it settles (stores/kept-view.ts), with a margin. */
const KEEP_TOLD_MS = 700
const GRID = '[role="grid"][aria-label="Saved tracks"]'

/** The browser, its one signed-in context, and the page's origin. */
interface Session {
  browser: Browser
  context: BrowserContext
  origin: string
}

/**
 * In the page, before its scripts: the first frame painted once the player and the list's rows are both on
 * screen (the task after that frame's animation frame runs once it is painted), as a wall-clock time.
 */
const recordFirstFrame = `(() => {
  const seen = () =>
    document.querySelector('[role="region"][aria-label="Player"]') &&
    document.querySelector('${GRID} [role="row"][data-index]')
  new MutationObserver((_, observer) => {
    if (!seen()) return
    observer.disconnect()
    requestAnimationFrame(() => setTimeout(() => (window.encoreShownAt = performance.timeOrigin + performance.now())))
  }).observe(document, { subtree: true, childList: true, attributes: true })
})()`

async function openTracksAt(page: Page, origin: string, row: number): Promise<void> {
  await page.goto(`${origin}/#/library/tracks`)
  await page.locator(GRID).waitFor({ timeout: 60_000 })
  await page
    .locator(GRID)
    .and(page.locator(`[aria-rowcount="${TRACKS + 1}"]`))
    .waitFor({ timeout: 60_000 })
  await page.evaluate(`document.querySelector(${JSON.stringify(GRID)}).scrollTop = ${row * ROW_HEIGHT}`)
  await page.locator(`${GRID} [data-index="${row}"]`).waitFor()
  // The page tells core where it is once the scroll settles.
  await sleep(800)
}

/** Signs a fresh context in through browser mode's launch address (it works once; the cookie lets pages in). */
async function signIn(browser: Browser, launchUrl: string): Promise<Session> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(launchUrl)
  await page.getByTestId('prompt-sign-in').click()
  await page.getByTestId('account-name').waitFor({ timeout: 60_000 })
  const session: Session = { browser, context, origin: new URL(page.url()).origin }
  await page.close()
  return session
}

/**
 * Click → first frame of a restored window, five times, each a fresh page (cold) on the warm HTTP cache.
 * Browser mode runs in a process of its own here, as `npm run web` does: in this one, Playwright's own work
 * (every request and frame of the page reported to it) would share core's thread.
 */
async function restoreFigures(browser: Browser, figures: BenchFigure[], notes: string[]) {
  // The library rests soon after nothing shows (a minute in the app), so each try reads it back from core's
  // cache as a window released after 2 minutes in the tray would.
  const app = await startRendererAppProcess(TRACKS, 1_000)
  const { context, origin } = await signIn(browser, app.launchUrl)
  try {
    await restoreTries(context, origin, figures, notes)
  } finally {
    await context.close()
    await app.close()
  }
}

async function restoreTries(
  context: BrowserContext,
  origin: string,
  figures: BenchFigure[],
  notes: string[],
) {
  const first = await context.newPage()
  await openTracksAt(first, origin, RESTORED_ROW)
  await first.close()
  const times: number[] = []
  const tops: number[] = []
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    // Nothing shows Encore: the library rests in core's cache file (after 1 s here, a minute in the tray;
    // the window itself goes after two), as when a released window is shown again.
    await sleep(2_500)
    const page = await context.newPage()
    await page.addInitScript(recordFirstFrame)
    const clickedAt = Date.now()
    await page.goto(`${origin}/#/library/tracks`)
    const shown = await page.waitForFunction(
      () => (globalThis as { encoreShownAt?: number }).encoreShownAt,
      undefined,
      { timeout: 30_000 },
    )
    times.push(((await shown.jsonValue()) as number) - clickedAt)
    tops.push(
      Number(await page.locator(`${GRID} [role="row"][data-index]`).first().getAttribute('data-index')),
    )
    // As a person looks at the window a moment: the page tells core where its list is (400 ms after it
    // settles); closed sooner, the next try would open where the route's first report left it (the top).
    await sleep(KEEP_TOLD_MS)
    await page.close()
  }
  figures.push(
    figure(
      'restored window: click → first frame with the player and the list (10,000 tracks, at row 5,000), median of 5 (target ≤ 500)',
      median(times),
      'ms',
    ),
    figure('restored window: click → first frame, slowest of 5', Math.max(...times), 'ms'),
  )
  notes.push(
    `Restored window: browser mode (core and its host) in a process of its own, as \`npm run web\` runs; each try a fresh page (a new renderer, as a new BrowserWindow) on the warm HTTP cache, the library resting in core's cache file (the window the page read last kept beside it); the first row drawn was ${[...new Set(tops)].join(', ')} (row ${RESTORED_ROW} with the rows drawn above it out of view)${tops.every((top) => top >= RESTORED_ROW - 3 && top <= RESTORED_ROW) ? '' : `: NOT at row ${RESTORED_ROW} every time, so those tries did not measure a restore`}. Click = the moment the page was asked for; Electron adds the window's own creation.`,
  )
}

/** The mini player's page alone and the main window's first screen, each in a fresh page; Chromium's others. */
async function pageFigures({ browser, context, origin }: Session, figures: BenchFigure[], notes: string[]) {
  const measure = async (hash: string, viewport: { width: number; height: number }, label: string) => {
    const page = await context.newPage()
    await page.setViewportSize(viewport)
    await page.goto(`${origin}/${hash}`)
    await page.getByRole('region', { name: 'Player', exact: true }).waitFor({ timeout: 30_000 })
    await sleep(3_000)
    const pid = await rendererOf(browser, page)
    const cdp = await context.newCDPSession(page)
    const heap = await heapAfterGc(cdp)
    const memory = processMemory(pid)
    figures.push(
      figure(`${label}: renderer RSS`, memory.rss, 'MiB'),
      figure(`${label}: renderer PSS (shared pages divided)`, memory.pss, 'MiB'),
      figure(
        `${label}: renderer's own memory (anonymous + shared memory)`,
        memory.anon + memory.shmem,
        'MiB',
      ),
      figure(`${label}: page JS heap after GC`, heap, 'MiB'),
    )
    return page
  }
  const mini = await measure('#/mini', { width: 420, height: 420 }, 'mini player page alone (regular size)')
  await mini.close()
  const home = await measure('#/', { width: 1280, height: 800 }, 'main window page, Home')
  for (const process of await chromiumProcesses(browser)) {
    if (process.type === 'renderer') continue
    const memory = processMemory(process.id)
    figures.push(
      figure(
        `Chromium ${process.type} process (for reference): RSS / PSS`,
        memory.rss,
        `MiB / ${round1(memory.pss)} MiB PSS`,
      ),
    )
  }
  await home.close()
  notes.push(
    'RSS counts Chromium’s own code (≈ 120 MiB of file-backed pages, shared by all its processes) in every process; PSS divides shared pages among the processes that map them; "own memory" is what the renderer alone holds.',
  )
}

interface PassMemory {
  heap: number
  rss: number
  pss: number
  own: number
}

const describeInfra = (infra: MemoryInfra) =>
  `${Object.entries(infra.allocators)
    .filter(([, size]) => size > 0)
    .map(([name, size]) => `${name} ${size}`)
    .join(', ')} MiB; ${infra.decodedImages} decoded images held`

/** The soak's figures are named by how the page was drawn (the targets are judged on this machine's own). */
const SOAK_LABELS: Record<Raster, string> = {
  software: 'soak',
  gpu: 'soak with GPU raster (SwiftShader)',
}

/** An hour of fake time over every screen and the mini player, a track every 3 minutes spread over each pass. */
async function soakFigures(
  app: RendererApp,
  { browser, context, origin }: Session,
  figures: BenchFigure[],
  notes: string[],
  raster: Raster = 'software',
) {
  const label = SOAK_LABELS[raster]
  const Label = label[0]!.toUpperCase() + label.slice(1)
  const page = await context.newPage()
  await page.setViewportSize({ width: 1280, height: 800 })
  const targets: SoakTargets = await startPlaying(page, app, origin)
  const pid = await rendererOf(browser, page)
  // With GPU raster, what the renderer gives up the GPU process holds: followed too.
  const gpuPid =
    raster === 'gpu'
      ? (await chromiumProcesses(browser)).find(({ type }) => type.toLowerCase() === 'gpu')?.id
      : undefined
  let highestGpu = 0
  const cdp = await context.newCDPSession(page)
  let highest = { rss: 0, pass: 0, step: '' }
  let at = { pass: 0, step: '' }
  // Sampled while the page works, not while the bench makes it collect its garbage and dumps its memory.
  const sampler = setInterval(() => {
    const rss = processMemory(pid).rss
    if (at.step && rss > highest.rss) highest = { rss, ...at }
    if (at.step && gpuPid !== undefined) highestGpu = Math.max(highestGpu, processMemory(gpuPid).rss)
  }, 250)
  const passes: PassMemory[] = []
  const missed: Missed = new Set()
  const infra: Record<string, MemoryInfra> = {}
  const startedAt = performance.now()
  try {
    for (let pass = 1; pass <= PASSES; pass++) {
      // A track every 3 minutes of the emulator's clock, the changes spread over the pass's steps.
      await soakPass(page, targets, missed, (step, index, count) => {
        at = { pass, step }
        const spacing = Math.floor(count / TRACKS_PER_PASS)
        if (index % spacing === 0 && index / spacing < TRACKS_PER_PASS) app.emulator.clock.advance(TRACK_MS)
      })
      at = { pass, step: '' }
      const heap = await heapAfterGc(cdp)
      const memory = processMemory(pid)
      passes.push({ heap, rss: memory.rss, pss: memory.pss, own: memory.anon + memory.shmem })
      process.stderr.write(
        `${label} pass ${pass}: heap ${heap.toFixed(2)} MiB, renderer RSS ${memory.rss.toFixed(1)} MiB (PSS ${memory.pss.toFixed(1)})\n`,
      )
      if (pass === 2 || pass === PASSES) infra[pass] = await memoryInfra(browser, pid)
    }
  } finally {
    clearInterval(sampler)
  }
  // What of closed screens the page still holds: the covers it keeps on purpose (held-images.ts), else nothing.
  const detached = await detachedNodes(page)
  const heldCovers = detached.filter((name) => name.startsWith('<img')).length
  const [first, second, last] = [passes[0]!, passes[1]!, passes[passes.length - 1]!]
  const growth = (from: number, to: number) => ((to - from) / from) * 100
  figures.push(
    figure(`${label}: page JS heap after GC, pass 1`, first.heap, 'MiB'),
    figure(`${label}: page JS heap after GC, pass 2`, second.heap, 'MiB'),
    figure(`${label}: page JS heap after GC, pass ${PASSES} (end)`, last.heap, 'MiB'),
    figure(`${label}: JS heap, end against pass 2 (target within ±10)`, growth(second.heap, last.heap), '%'),
    figure(`${label}: renderer RSS, pass 1`, first.rss, 'MiB'),
    figure(`${label}: renderer RSS, pass 2`, second.rss, 'MiB'),
    figure(`${label}: renderer RSS, pass ${PASSES} (end)`, last.rss, 'MiB'),
    figure(
      `${label}: renderer RSS, end against pass 2 (target within ±10)`,
      growth(second.rss, last.rss),
      '%',
    ),
    figure(
      `${label}: renderer RSS, highest sampled (every 250 ms; target < 250 MB = 238 MiB)`,
      highest.rss,
      'MiB',
    ),
    figure(`${label}: renderer PSS, pass 2 / end`, second.pss, `MiB / ${round1(last.pss)} MiB`),
    figure(
      `${label}: renderer's own memory (anonymous + shared), pass 2 / end`,
      second.own,
      `MiB / ${round1(last.own)} MiB`,
    ),
    figure(
      `${label}: DOM nodes held outside the page at the end, besides the covers kept on purpose (${heldCovers})`,
      detached.length - heldCovers,
      'nodes',
    ),
    figure(`${label}: real time it took`, (performance.now() - startedAt) / 1000, 's'),
  )
  if (gpuPid !== undefined) {
    figures.push(
      figure(
        `${label}: Chromium GPU process RSS, highest sampled / PSS at the end`,
        highestGpu,
        `MiB / ${round1(processMemory(gpuPid).pss)} MiB PSS`,
      ),
    )
  }
  await page.close()
  notes.push(
    `${Label}: ${PASSES} passes, ${(PASSES * TRACKS_PER_PASS * TRACK_MS) / 60_000} minutes of the emulator's clock, moved on 3 minutes at a time, ${TRACKS_PER_PASS} times a pass spread over its steps (tracks of about 3½ minutes: the album plays on, track after track): Home, Now playing, the seven library tabs (Tracks, ${TRACKS.toLocaleString('en')} rows, and Albums scrolled end to end; podcasts, episodes, audiobooks), search, browse and a category, Radio, an album, an artist, a playlist, a user, a track, a podcast, an episode, an audiobook, Your listening (its charts), Settings; the palette, the device picker, a track's menu, "Add to playlist" and "New playlist" opened and closed; the mini player at its three sizes. Per-pass figures (heap MiB / RSS MiB): ${passes.map((p) => `${round1(p.heap)}/${round1(p.rss)}`).join(', ')}.`,
    missed.size
      ? `${Label}: NOT opened (the step failed, the soak went on): ${[...missed].join(', ')}.`
      : `${Label}: every dialog and menu opened and closed in every pass.`,
    `${Label}: the renderer held the most (${round1(highest.rss)} MiB RSS) in pass ${highest.pass}, during "${highest.step}".`,
    `${Label}, Chromium's memory-infra for the renderer after pass 2: ${describeInfra(infra[2]!)}; after pass ${PASSES}: ${describeInfra(infra[PASSES]!)}.`,
  )
}

/**
 * The soak again with GPU raster (a second Chromium, signed in with the first one's cookie): how the renderer
 * fares where Electron usually runs, with a graphics card; SwiftShader does the card's work here on the CPU.
 */
async function gpuSoakFigures(app: RendererApp, session: Session, figures: BenchFigure[], notes: string[]) {
  const browser = await launchChromium('gpu')
  try {
    // Figures named "GPU raster" only when Chromium rasters on its (software) GPU here; said when it does not.
    const raster = await rasterStatus(browser)
    if (!raster.startsWith('enabled')) {
      const why = `Soak with GPU raster: NOT run, Chromium's rasterization here is "${raster}" with SwiftShader.`
      process.stderr.write(`${why}\n`)
      notes.push(why)
      return
    }
    notes.push(`Soak with GPU raster: Chromium's rasterization "${raster}" (SwiftShader on the CPU).`)
    const storageState = await session.context.storageState()
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState })
    await soakFigures(app, { browser, context, origin: session.origin }, figures, notes, 'gpu')
  } finally {
    await browser.close()
  }
}

const rendererBench: BenchModule = async () => {
  compiledBuild()
  const figures: BenchFigure[] = []
  const notes: string[] = [
    'Machine: two cores shared with other work; figures vary from one run to the next. MiB = 2^20 bytes.',
    `Chromium runs with the V8 flags Electron gives Encore's pages (core/features/desktop/page-memory.ts): ${pageJsFlags('')}.`,
  ]
  const browser = await launchChromium()
  try {
    await restoreFigures(browser, figures, notes)
    // The soak drives the emulator (its clock, the player) from here: core runs in this process.
    const app = await startRendererApp({ size: 'large', seed: 'bench-renderer', savedTracks: TRACKS }, 1_000)
    try {
      const session = await signIn(browser, app.host.launchUrl)
      await pageFigures(session, figures, notes)
      await coverChangeFigures(app, session, figures, notes)
      if (PASSES >= 2) {
        await soakFigures(app, session, figures, notes)
        await gpuSoakFigures(app, session, figures, notes)
      }
    } finally {
      await app.close()
    }
  } finally {
    await browser.close()
  }
  notes.push(`Page JS heap and memory in MiB (${MB} bytes).`)
  return {
    title: 'Renderer: a restored window, the pages’ memory, an hour over every screen (Chromium)',
    figures,
    notes,
  }
}

export default rendererBench
