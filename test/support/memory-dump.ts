import type { Browser } from '@playwright/test'

/**
 * Chromium's memory-infra: a detailed memory dump of every process of a browser, read over CDP tracing, and
 * what one process's dump says it holds by allocator. Used by the renderer bench and the e2e tests of memory.
 */

export interface ProcessDump {
  pid: number
  /** Each allocator dump's size in bytes, by its full name (`cc/image_memory`, `malloc`, `…/image_12_id_…`). */
  sizes: Map<string, number>
}

type DumpEvent = {
  ph: string
  pid: number
  args: { dumps?: { allocators?: Record<string, { attrs?: { size?: { value: string } } }> } }
}

export async function memoryDumps(browser: Browser): Promise<ProcessDump[]> {
  const cdp = await browser.newBrowserCDPSession()
  try {
    await cdp.send(
      'Tracing.start' as never,
      {
        transferMode: 'ReturnAsStream',
        traceConfig: {
          includedCategories: ['disabled-by-default-memory-infra'],
          memoryDumpConfig: { triggers: [] },
        },
      } as never,
    )
    await cdp.send('Tracing.requestMemoryDump' as never, { levelOfDetail: 'detailed' } as never)
    const complete = new Promise<string>((resolve) =>
      cdp.once(
        'Tracing.tracingComplete' as never,
        ((event: { stream: string }) => resolve(event.stream)) as never,
      ),
    )
    await cdp.send('Tracing.end' as never)
    const stream = await complete
    let text = ''
    for (;;) {
      const chunk = (await cdp.send('IO.read' as never, { handle: stream } as never)) as {
        data: string
        eof: boolean
      }
      text += chunk.data
      if (chunk.eof) break
    }
    await cdp.send('IO.close' as never, { handle: stream } as never)
    const parsed = JSON.parse(text) as { traceEvents?: DumpEvent[] } | DumpEvent[]
    const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? [])
    return events
      .filter((event) => event.ph === 'v' && event.args.dumps?.allocators)
      .map((event) => ({
        pid: event.pid,
        sizes: new Map(
          Object.entries(event.args.dumps!.allocators!).map(([name, dump]) => [
            name,
            parseInt(dump.attrs?.size?.value ?? '0', 16),
          ]),
        ),
      }))
  } finally {
    await cdp.detach()
  }
}

/** Images the compositor holds decoded in this process (one dump per image and scale). */
export const decodedImageDumps = (dump: ProcessDump): number =>
  [...dump.sizes.keys()].filter((name) => /\/image_\d+_id_/.test(name)).length
