import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { contentNamedScript } from '../../renderer/content-named-script-plugin'

const themeBoot = fileURLToPath(new URL('../../renderer/theme-boot.js', import.meta.url))

/** Runs the plugin's build steps with a fake build context; answers what it emitted and its HTML step. */
function built(src = './theme-boot.js') {
  const plugin = contentNamedScript(themeBoot, src)
  const emitted: { type: string; name: string; source: string }[] = []
  const watched: string[] = []
  const context = {
    addWatchFile: (file: string) => watched.push(file),
    emitFile: (file: (typeof emitted)[number]) => {
      emitted.push(file)
      return 'reference-1'
    },
    getFileName: (reference: string) => (reference === 'reference-1' ? 'assets/theme-boot-AbC123.js' : ''),
  }
  ;(plugin.buildStart as (this: unknown) => void).call(context)
  ;(plugin.generateBundle as (this: unknown) => void).call(context)
  const transform = plugin.transformIndexHtml as { order: string; handler: (html: string) => string }
  return { emitted, watched, transform }
}

describe('the content-named script plugin', () => {
  it('emits the script as an asset named by its content and points the page at it', () => {
    const { emitted, watched, transform } = built()
    expect(emitted).toEqual([
      { type: 'asset', name: 'theme-boot.js', source: readFileSync(themeBoot, 'utf8') },
    ])
    expect(watched).toEqual([themeBoot])
    expect(transform.order).toBe('post')
    const html = '<head><script src="./theme-boot.js" vite-ignore></script></head>'
    expect(transform.handler(html)).toBe(
      '<head><script src="./assets/theme-boot-AbC123.js" vite-ignore></script></head>',
    )
  })

  it('fails the build when the page does not name the script as said', () => {
    const { transform } = built('./boot.js')
    expect(() => transform.handler('<script src="./theme-boot.js"></script>')).toThrow(
      /index.html has no <script src=".\/boot.js">/,
    )
  })
})
