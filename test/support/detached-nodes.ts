import type { Page } from '@playwright/test'

interface HeapSnapshot {
  snapshot: { meta: { node_fields: string[] } }
  nodes: number[]
  strings: string[]
}

/** Detachedness of a DOM node in V8's heap snapshot: 2 = no longer in any document. */
const DETACHED = 2

/**
 * What of the page's DOM is held in memory outside its document, after two full garbage collections: the
 * name of each such node as Chromium's heap snapshot gives it (`<img src="…">`, `Text`, …).
 */
export async function detachedNodes(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('HeapProfiler.collectGarbage')
    await cdp.send('HeapProfiler.collectGarbage')
    const chunks: string[] = []
    cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk))
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
    const snapshot = JSON.parse(chunks.join('')) as HeapSnapshot
    const fields = snapshot.snapshot.meta.node_fields
    const [name, detachedness, width] = [
      fields.indexOf('name'),
      fields.indexOf('detachedness'),
      fields.length,
    ]
    if (detachedness < 0) throw new Error('This Chromium does not say which heap nodes are detached.')
    const found: string[] = []
    for (let at = 0; at < snapshot.nodes.length; at += width) {
      if (snapshot.nodes[at + detachedness] === DETACHED)
        found.push(snapshot.strings[snapshot.nodes[at + name]!]!)
    }
    return found
  } finally {
    await cdp.detach()
  }
}
