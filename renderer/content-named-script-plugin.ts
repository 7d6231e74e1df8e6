import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import type { Plugin } from 'vite'

/**
 * A classic script of the page (theme-boot.js, which runs in <head> before the first paint) built under a name
 * that changes with its content (`assets/theme-boot-<hash>.js`), as the page's modules are: the browser keeps
 * it as long as they, and a page opened again (a released window shown in browser mode) loads it from its cache
 * instead of waiting for the server while core is busy waking the library. `src` is how index.html names it.
 */
export function contentNamedScript(file: string, src: string): Plugin {
  let reference: string | undefined
  let fileName: string | undefined
  return {
    name: 'encore:content-named-script',
    apply: 'build',
    buildStart() {
      this.addWatchFile(file)
      reference = this.emitFile({ type: 'asset', name: basename(file), source: readFileSync(file, 'utf8') })
    },
    generateBundle() {
      if (reference) fileName = this.getFileName(reference)
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const named = `src="${src}"`
        if (!fileName || !html.includes(named)) {
          throw new Error(`content-named-script: index.html has no <script ${named}> to point at ${file}.`)
        }
        return html.replace(named, `src="./${fileName}"`)
      },
    },
  }
}
