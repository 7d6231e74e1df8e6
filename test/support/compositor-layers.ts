import type { CDPSession, Page } from '@playwright/test'

/**
 * The page's compositor layers, read over CDP's LayerTree domain: each drawing layer's size, why Chromium
 * composited it, and whether its element lies inside something the caller names. Each layer costs its own
 * tiles (raster memory) and the layers of "Overlap" are content lifted only because it paints over another
 * layer: the kind a page can avoid by the order it paints in.
 */

export interface CompositedLayer {
  width: number
  height: number
  /** Chromium's compositing reason ids: `Canvas`, `Overlap`, `WillChangeTransform`, `RootScroller`… */
  reasons: string[]
  /** The selector of `within` that the layer's element is inside, or null (no element, or none matched). */
  inside: string | null
}

interface WireLayer {
  layerId: string
  width: number
  height: number
  drawsContent: boolean
  backendNodeId?: number
}

/** The tree Chromium reports once LayerTree is enabled (it comes with the next frame). */
async function currentLayers(cdp: CDPSession, page: Page): Promise<WireLayer[]> {
  let layers: WireLayer[] = []
  const heard = (event: { layers?: WireLayer[] }) => {
    if (event.layers) layers = event.layers
  }
  cdp.on('LayerTree.layerTreeDidChange' as never, heard as never)
  try {
    await cdp.send('LayerTree.enable' as never)
    for (let wait = 0; wait < 50 && !layers.length; wait++) {
      // A frame drawn makes Chromium send the tree.
      await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100)))')
    }
    await cdp.send('LayerTree.disable' as never)
  } finally {
    cdp.off('LayerTree.layerTreeDidChange' as never, heard as never)
  }
  if (!layers.length) throw new Error('Chromium reported no compositor layers for the page.')
  return layers
}

/** The first of `within` (CSS selectors) that contains the layer's element, or null. */
async function insideOf(cdp: CDPSession, backendNodeId: number, within: string[]): Promise<string | null> {
  const { object } = (await cdp.send('DOM.resolveNode' as never, { backendNodeId } as never)) as {
    object: { objectId?: string }
  }
  if (!object.objectId) return null
  const { result } = (await cdp.send(
    'Runtime.callFunctionOn' as never,
    {
      objectId: object.objectId,
      functionDeclaration: `function (selectors) {
        const element = this.nodeType === 1 ? this : this.parentElement
        return selectors.find((selector) => element && element.closest(selector)) ?? null
      }`,
      arguments: [{ value: within }],
      returnByValue: true,
    } as never,
  )) as { result: { value: string | null } }
  await cdp.send('Runtime.releaseObject' as never, { objectId: object.objectId } as never)
  return result.value
}

/** The page's drawing layers now, each placed among `within` (CSS selectors). */
export async function compositedLayers(page: Page, within: string[] = []): Promise<CompositedLayer[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    await cdp.send('DOM.enable' as never)
    const layers: CompositedLayer[] = []
    for (const layer of await currentLayers(cdp, page)) {
      if (!layer.drawsContent) continue
      const { compositingReasonIds } = (await cdp.send(
        'LayerTree.compositingReasons' as never,
        { layerId: layer.layerId } as never,
      )) as { compositingReasonIds?: string[] }
      layers.push({
        width: layer.width,
        height: layer.height,
        reasons: compositingReasonIds ?? [],
        inside: layer.backendNodeId ? await insideOf(cdp, layer.backendNodeId, within) : null,
      })
    }
    return layers
  } finally {
    await cdp.detach()
  }
}
