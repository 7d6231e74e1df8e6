import type { Plugin, Rolldown } from 'vite'

type OutputBundle = Rolldown.OutputBundle
type OutputChunk = Rolldown.OutputChunk

/**
 * A page that opens on a screen other than the first one (a released window shown again on the library, say)
 * used to fetch that screen's code only once its own scripts had run and the router had asked for it: a second
 * round of fetches after the first. This plugin writes a small classic script, run in <head> before the page's
 * modules, that reads the route from the address and asks for that screen's modules and styles at once
 * (`modulepreload`), beside the first screen's. Other routes fetch nothing more. A classic script of the page's
 * own origin, as the Content Security Policy allows (no inline script).
 */

/** The first segment of a route (`#/library/tracks` → `library`) and the module of the screen it shows. */
export type RouteScreens = Record<string, string>

/** The chunk whose module is `screen` (a path ending in it), if built. */
function chunkOf(bundle: OutputBundle, screen: string): OutputChunk | undefined {
  return Object.values(bundle).find(
    (file): file is OutputChunk =>
      file.type === 'chunk' && file.isDynamicEntry && (file.facadeModuleId?.endsWith(screen) ?? false),
  )
}

/** A chunk's file, the chunks it imports statically (not those the first screen already loads) and its styles. */
function filesOf(bundle: OutputBundle, chunk: OutputChunk, loaded: Set<string>): string[] {
  const files = new Set<string>()
  const visit = (current: OutputChunk) => {
    if (files.has(current.fileName) || loaded.has(current.fileName)) return
    files.add(current.fileName)
    for (const css of current.viteMetadata?.importedCss ?? []) files.add(css)
    for (const name of current.imports) {
      const imported = bundle[name]
      if (imported?.type === 'chunk') visit(imported)
    }
  }
  visit(chunk)
  return [...files]
}

/** What the first screen loads already: the entry and everything it imports statically. */
function loadedAtStart(bundle: OutputBundle): Set<string> {
  const loaded = new Set<string>()
  const visit = (chunk: OutputChunk) => {
    if (loaded.has(chunk.fileName)) return
    loaded.add(chunk.fileName)
    for (const name of chunk.imports) {
      const imported = bundle[name]
      if (imported?.type === 'chunk') visit(imported)
    }
  }
  for (const file of Object.values(bundle)) if (file.type === 'chunk' && file.isEntry) visit(file)
  return loaded
}

/**
 * The classic script: the route's files, as `modulepreload` (scripts) or `preload` (styles) links. Written
 * small (it counts in the first screen's JavaScript): each file named once, routes list them by number.
 */
export function routePreloadScript(table: Record<string, string[]>): string {
  const named = [...new Set(Object.values(table).flat())]
  const folder = named.every((file) => file.startsWith('assets/')) ? 'assets/' : ''
  const files = named.map((file) => file.slice(folder.length))
  const routes = Object.fromEntries(
    Object.entries(table).map(([route, its]) => [route, its.map((file) => named.indexOf(file))]),
  )
  return `;(function(){var f=${JSON.stringify(files)},t=${JSON.stringify(routes)},r=/^#\\/([^/?#]*)/.exec(location.hash),o=r&&Object.prototype.hasOwnProperty.call(t,r[1])&&t[r[1]]||[];o.forEach(function(i){var l=document.createElement('link'),n=f[i];if(/\\.css$/.test(n)){l.rel='preload';l.as='style'}else l.rel='modulepreload';l.crossOrigin='';l.href='./${folder}'+n;document.head.appendChild(l)})})()
`
}

export function routePreload(screens: RouteScreens): Plugin {
  let scriptFile: string | undefined
  return {
    name: 'encore:route-preload',
    apply: 'build',
    generateBundle(_options, bundle) {
      const loaded = loadedAtStart(bundle)
      const table: Record<string, string[]> = {}
      for (const [route, screen] of Object.entries(screens)) {
        const chunk = chunkOf(bundle, screen)
        if (!chunk) this.error(`route-preload: no chunk for ${screen} (route ${route}).`)
        table[route] = filesOf(bundle, chunk, loaded)
      }
      const reference = this.emitFile({
        type: 'asset',
        name: 'route-preload.js',
        source: routePreloadScript(table),
      })
      scriptFile = this.getFileName(reference)
    },
    transformIndexHtml: {
      order: 'post',
      handler: () =>
        scriptFile ? [{ tag: 'script', attrs: { src: `./${scriptFile}` }, injectTo: 'head' as const }] : [],
    },
  }
}
