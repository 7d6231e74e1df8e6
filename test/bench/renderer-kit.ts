import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test'
import { createEncore } from '../../electron/core/app'
import { createLazyDemoService } from '../../electron/core/features/account/demo-service'
import { pageJsFlags } from '../../electron/core/features/desktop/page-memory'
import { consoleSink, createLogger } from '../../electron/core/base/logger'
import { systemClock } from '../../electron/core/base/ports'
import { Redactor } from '../../electron/core/base/security/redact'
import { startEmulator, type EmulatorHandle, type EmulatorOptions } from '../../electron/emulator'
import type { ManualClock } from '../../electron/emulator/clock'
import { createFileSecretStore } from '../../electron/web/file-secret-store'
import { startWebHost, type WebHost } from '../../electron/web/host'
import { createJsonSettingsStore } from '../../electron/web/json-settings-store'
import { rendererOutDir } from '../../electron/web/project-paths'
import { chromiumArgs, resolveChromium } from '../support/chromium'
import { decodedImageDumps, memoryDumps } from '../support/memory-dump'
import { MB, sleep } from './lean-kit'

/**
 * Tools for measuring the page's renderer process in Debian's Chromium: browser mode (core and the host in
 * this process) on a test-owned emulator, the renderer's memory from /proc and from Chromium's memory-infra,
 * and the page's JS heap after a forced GC.
 */

export interface RendererApp {
  emulator: EmulatorHandle<ManualClock>
  host: WebHost
  close(): Promise<void>
}

/**
 * Browser mode's core and host, the demo played by `emulator` options (manual clock), the request budget
 * lifted for the first sync of a big library, and the library put to rest after `restAfterMs` with nothing
 * shown (a day in the tray: a minute; the bench: sooner, so it need not wait).
 */
export async function startRendererApp(
  emulatorOptions: Partial<EmulatorOptions>,
  restAfterMs = 60_000,
): Promise<RendererApp> {
  const emulator = (await startEmulator({
    size: 'demo',
    seed: 'bench-renderer',
    autoApprove: true,
    ...emulatorOptions,
    clock: 'manual',
  })) as EmulatorHandle<ManualClock>
  const dataDir = mkdtempSync(join(tmpdir(), 'encore-bench-renderer-'))
  const redactor = new Redactor()
  const logger = createLogger(consoleSink, redactor)
  const encore = createEncore(
    {
      identity: { name: 'Encore', version: '0.0.0-bench', mode: 'browser' },
      logger,
      clock: systemClock,
      redactor,
      dataDir,
      settingsStore: createJsonSettingsStore(dataDir),
      secretStore: createFileSecretStore(dataDir, logger),
      demoService: createLazyDemoService(async () => ({
        apiUrl: emulator.apiUrl,
        accountsUrl: emulator.accountsUrl,
        clientId: emulator.clientId,
        setAutoApprove: () => {},
        close: async () => {},
      })),
    },
    { api: { scheduler: { budget: 20_000 } }, libraryRestAfterMs: restAfterMs },
  )
  // As browser mode's own host (browser-app.ts): a page asked for has its list read ahead.
  const host = await startWebHost({
    encore,
    rendererDir: rendererOutDir,
    port: 0,
    onPageRequested: () => encore.desktop.pageOpening(),
  })
  return {
    emulator,
    host,
    close: async () => {
      await host.close()
      await encore.dispose()
      await emulator.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Browser mode in a child process (renderer-app-child.ts): its launch address, and how to stop it. */
export interface RendererAppProcess {
  launchUrl: string
  close(): Promise<void>
}

/** `startRendererApp` in a process of its own, as browser mode runs apart from the browser that shows it. */
export async function startRendererAppProcess(
  savedTracks: number,
  restAfterMs: number,
): Promise<RendererAppProcess> {
  const script = fileURLToPath(new URL('./renderer-app-child.ts', import.meta.url))
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', script, String(savedTracks), String(restAfterMs)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  )
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const lines = createInterface({ input: child.stdout })
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve)
    child.once('exit', (code) =>
      reject(new Error(`The bench's browser mode exited (${code}) before it listened.`)),
    )
  })
  const { launchUrl } = JSON.parse(first) as { launchUrl: string }
  return {
    launchUrl,
    close: async () => {
      child.stdin.end()
      await exited
    },
  }
}

/**
 * How pages are drawn: `software`, as this machine's Chromium runs without a GPU (tiles and decoded images in
 * the renderer); `gpu`, through SwiftShader, Chromium's software GPU (raster in the GPU process, as with a card).
 */
export type Raster = 'software' | 'gpu'

/**
 * Debian's Chromium as the e2e tests run it, without a spare renderer (one page, one renderer), with the V8
 * flags Electron gives the windows' pages (core/features/desktop/page-memory.ts): the renderer measured is Encore's.
 */
export function launchChromium(raster: Raster = 'software'): Promise<Browser> {
  return chromium.launch({
    executablePath: resolveChromium(),
    args: [
      ...(raster === 'software' ? chromiumArgs : chromiumArgs.filter((arg) => arg !== '--disable-gpu')),
      // Chromium's own software GPU: the page rasters as on a machine with a graphics card (tiles and decoded
      // images live in the GPU process), the way most desktops run Electron.
      ...(raster === 'gpu' ? ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'] : []),
      '--disable-features=SpareRendererForSitePerProcess',
      `--js-flags=${pageJsFlags('')}`,
    ],
  })
}

/** How Chromium says it rasters (SystemInfo's feature status: `enabled…` with a GPU, `disabled_software` without). */
export async function rasterStatus(browser: Browser): Promise<string> {
  const cdp = await browser.newBrowserCDPSession()
  try {
    const info = (await cdp.send('SystemInfo.getInfo')) as { gpu: { featureStatus: Record<string, string> } }
    return info.gpu.featureStatus['rasterization'] ?? 'unknown'
  } finally {
    await cdp.detach()
  }
}

interface ProcessInfo {
  type: string
  id: number
  cpuTime: number
}

/** Chromium's processes (browser, renderers, GPU, network…) with their pids. */
export async function chromiumProcesses(browser: Browser): Promise<ProcessInfo[]> {
  const cdp = await browser.newBrowserCDPSession()
  try {
    const answer = (await cdp.send('SystemInfo.getProcessInfo' as never)) as { processInfo: ProcessInfo[] }
    return answer.processInfo
  } finally {
    await cdp.detach()
  }
}

/** The renderer that runs `page`: the one whose CPU time grows while the page spins for 400 ms. */
export async function rendererOf(browser: Browser, page: Page): Promise<number> {
  const before = await chromiumProcesses(browser)
  await page.evaluate(() => {
    const start = performance.now()
    while (performance.now() - start < 400) {
      // Busy on purpose.
    }
  })
  const after = await chromiumProcesses(browser)
  let best = { id: 0, gain: -1 }
  for (const process of after) {
    if (process.type !== 'renderer') continue
    const gain = process.cpuTime - (before.find((other) => other.id === process.id)?.cpuTime ?? 0)
    if (gain > best.gain) best = { id: process.id, gain }
  }
  if (!best.id) throw new Error('No renderer process found for the page.')
  return best.id
}

export interface ProcessMemory {
  /** Resident memory, MiB, and its parts: anonymous, file-backed (Chromium's code, shared), shared memory. */
  rss: number
  anon: number
  file: number
  shmem: number
  /** Proportional set size, MiB: shared pages divided among the processes that map them. */
  pss: number
}

const kib = (text: string, field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0)

/** A process's memory from /proc (Linux); zeros when it is gone. */
export function processMemory(pid: number): ProcessMemory {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8')
    return {
      rss: kib(status, 'VmRSS') / 1024,
      anon: kib(status, 'RssAnon') / 1024,
      file: kib(status, 'RssFile') / 1024,
      shmem: kib(status, 'RssShmem') / 1024,
      pss: kib(rollup, 'Pss') / 1024,
    }
  } catch {
    return { rss: 0, anon: 0, file: 0, shmem: 0, pss: 0 }
  }
}

/** The page's JS heap after two forced garbage collections, MiB. */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  await sleep(200)
  await cdp.send('HeapProfiler.collectGarbage')
  const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
  return usage.usedSize / MB
}

/** What Chromium's memory-infra says one process holds, by allocator (MiB), and its decoded images. */
export interface MemoryInfra {
  allocators: Record<string, number>
  decodedImages: number
}

const ALLOCATORS = [
  'cc/image_memory',
  'cc/tile_memory',
  'v8',
  'blink_gc',
  'malloc',
  'partition_alloc',
  'discardable',
  'shared_memory',
  'skia',
  'web_cache',
  'canvas',
]

/** What memory-infra says the process `pid` holds, by allocator (MiB), and its decoded images. */
export async function memoryInfra(browser: Browser, pid: number): Promise<MemoryInfra> {
  const dump = (await memoryDumps(browser)).find((each) => each.pid === pid)
  const size = (name: string) => (dump?.sizes.get(name) ?? 0) / MB
  return {
    allocators: Object.fromEntries(ALLOCATORS.map((name) => [name, Math.round(size(name) * 10) / 10])),
    decodedImages: dump ? decodedImageDumps(dump) : 0,
  }
}

export const round1 = (value: number) => Math.round(value * 10) / 10
