import { describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import { routePreload, routePreloadScript } from '../../renderer/route-preload-plugin'

/** Runs the classic script as the page would, with `hash` in the address; the links it added. */
function linksFor(script: string, hash: string) {
  const added: { rel: string; as?: string; href: string; crossOrigin: string | null }[] = []
  const document = {
    createElement: () => ({ rel: '', href: '', crossOrigin: null }),
    head: { appendChild: (link: (typeof added)[number]) => added.push(link) },
  }
  new Function('document', 'location', script)(document, { hash })
  return added.map(({ rel, as, href }) => (as ? `${rel} ${as} ${href}` : `${rel} ${href}`))
}

const chunk = (
  fileName: string,
  facade: string | null,
  imports: string[],
  css: string[] = [],
  entry = false,
) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId: facade,
  isEntry: entry,
  isDynamicEntry: !entry && facade !== null,
  imports,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set<string>() },
})

describe('the route preload script', () => {
  const script = routePreloadScript({
    library: ['assets/LibraryView-1.js', 'assets/LibraryView-1.css', 'assets/VirtualList-2.js'],
  })

  it('asks for the screen of the route in the address at once: scripts as modules, styles as styles', () => {
    expect(linksFor(script, '#/library/tracks')).toEqual([
      'modulepreload ./assets/LibraryView-1.js',
      'preload style ./assets/LibraryView-1.css',
      'modulepreload ./assets/VirtualList-2.js',
    ])
    expect(linksFor(script, '#/library')).toHaveLength(3)
  })

  it('asks for nothing on other routes, the first screen, or a name that is not a route of its own', () => {
    expect(linksFor(script, '')).toEqual([])
    expect(linksFor(script, '#/')).toEqual([])
    expect(linksFor(script, '#/settings')).toEqual([])
    expect(linksFor(script, '#/constructor')).toEqual([])
  })
})

describe('the route preload plugin', () => {
  it('lists a screen’s chunk, its styles and the chunks it imports that the first screen does not load', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', '/r/src/main.ts', ['assets/vue.js'], [], true),
      'assets/vue.js': chunk('assets/vue.js', null, []),
      'assets/LibraryView.js': chunk(
        'assets/LibraryView.js',
        '/r/src/views/LibraryView.vue',
        ['assets/vue.js', 'assets/VirtualList.js'],
        ['assets/LibraryView.css'],
      ),
      'assets/VirtualList.js': chunk(
        'assets/VirtualList.js',
        null,
        ['assets/vue.js'],
        ['assets/VirtualList.css'],
      ),
    } as unknown as Rolldown.OutputBundle
    const emitted: { name: string; source: string }[] = []
    const plugin = routePreload({ library: 'src/views/LibraryView.vue' })
    const context = {
      emitFile: (file: { name: string; source: string }) => emitted.push(file),
      getFileName: () => 'assets/route-preload-x.js',
      error: (message: string) => {
        throw new Error(message)
      },
    }
    ;(plugin.generateBundle as (...args: unknown[]) => void).call(context, {}, bundle)
    expect(linksFor(emitted[0]!.source, '#/library/tracks')).toEqual([
      'modulepreload ./assets/LibraryView.js',
      'preload style ./assets/LibraryView.css',
      'modulepreload ./assets/VirtualList.js',
      'preload style ./assets/VirtualList.css',
    ])
    const html = plugin.transformIndexHtml as { handler: () => unknown }
    expect(html.handler()).toEqual([
      { tag: 'script', attrs: { src: './assets/route-preload-x.js' }, injectTo: 'head' },
    ])
    // A screen the build does not have is a mistake in the table, said at build time.
    const broken = routePreload({ gone: 'src/views/GoneView.vue' })
    expect(() => (broken.generateBundle as (...args: unknown[]) => void).call(context, {}, bundle)).toThrow(
      /no chunk for src\/views\/GoneView.vue/,
    )
  })
})
