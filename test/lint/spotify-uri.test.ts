import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const projectRoot = fileURLToPath(new URL('../../', import.meta.url))
const eslint = new ESLint({ cwd: projectRoot })

/** Lints a snippet as if it were the given file, with the project's own config; answers the URI rule's hits. */
async function hits(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${projectRoot}${filePath}` })
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'spotify-uri/no-hand-parsed')
    .map((m) => m.message)
}

const SPLIT =
  "No `split(':')` on a Spotify URI: read it with parseSpotifyUri, uriKind or uriId (electron/contract/spotify-link.ts)."

describe('Spotify URIs read by hand (eslint.spotify-uri.js)', () => {
  it("stops split(':') on a URI, in core, the shell and the page", async () => {
    const bad = [
      "export const kind = (uri: string) => uri.split(':')[1]\n",
      "export const id = (track: { uri: string }) => track.uri.split(':')[2]\n",
      "export const kind = (contextUri?: string) => contextUri?.split(':')[1]\n",
      "export const parts = (item: { uri: string }) => item['uri'].split(':')\n",
    ]
    for (const file of ['electron/core/x.ts', 'electron/main/x.ts', 'renderer/src/x.ts']) {
      for (const code of bad) expect(await hits(file, code), `${file}: ${code}`).toEqual([SPLIT])
    }
  })

  it('stops a regular expression that reads parts out of a URI', async () => {
    const bad = [
      'export const id = (uri: string) => /^spotify:track:([A-Za-z0-9]+)$/.exec(uri)?.[1]\n',
      'export const kind = (uri: string) => uri.match(/^spotify:([a-z]+):/)?.[1]\n',
    ]
    for (const code of bad) expect(await hits('electron/core/x.ts', code), code).toHaveLength(1)
  })

  it('stops it in a Vue component too', async () => {
    const sfc = `<script setup lang="ts">\nconst props = defineProps<{ uri: string }>()\nconst id = props.uri.split(':')[2]\n</script>\n\n<template>\n  <p>{{ id }}</p>\n</template>\n`
    expect(await hits('renderer/src/components/UriThing.vue', sfc)).toEqual([SPLIT])
  })

  it('lets the module itself, other splits, checks that read nothing, the emulator and tests pass', async () => {
    const good = [
      "import { uriKind } from '../../contract'\nexport const kind = (uri: string) => uriKind(uri)\n",
      "export const dirs = (env: Record<string, string>) => (env['XDG_DATA_DIRS'] ?? '').split(':')\n",
      "export const words = (uri: string) => uri.split(' ')\n",
      'export const isTrack = (uri: string) => /^spotify:track:/.test(uri)\n',
      'export const isKind = (uri: string) => /^spotify:(?:track|episode):/.exec(uri) !== null\n',
    ]
    for (const code of good) expect(await hits('electron/core/x.ts', code), code).toEqual([])
    const split = "export const kind = (uri: string) => uri.split(':')[1]\n"
    for (const file of [
      'electron/contract/spotify-link.ts',
      'electron/emulator/x.ts',
      'electron/operations/x.ts',
      'test/core/x.test.ts',
    ]) {
      expect(await hits(file, split), file).toEqual([])
    }
  })
  it("stops a kind told by a URI's start, and a URI built from its parts, outside the module", async () => {
    const STARTS =
      "No `startsWith('spotify:…')` to tell a URI's kind: use isKind or uriKind (electron/contract/spotify-link.ts)."
    const BUILD =
      'No Spotify URI built by hand: make it with uriOf(kind, id) (electron/contract/spotify-link.ts).'
    const cases: [string, string][] = [
      ["export const spoken = (uri: string) => uri.startsWith('spotify:episode:')\n", STARTS],
      ['export const of = (uri: string, kind: string) => uri.startsWith(`spotify:${kind}:`)\n', STARTS],
      ['export const playlist = (id: string) => `spotify:playlist:${id}`\n', BUILD],
      ["export const album = (id: string) => 'spotify:album:' + id\n", BUILD],
      [
        'export const mark = (at: Map<string, number>, id: string) => at.set(`spotify:artist:${id}`, 1)\n',
        BUILD,
      ],
    ]
    for (const file of ['electron/core/x.ts', 'electron/contract/x.ts', 'renderer/src/x.ts']) {
      for (const [code, said] of cases) expect(await hits(file, code), `${file}: ${code}`).toEqual([said])
    }
    const sfc = `<script setup lang="ts">\nconst props = defineProps<{ id: string }>()\nconst uri = \`spotify:show:\${props.id}\`\n</script>\n\n<template>\n  <p>{{ uri }}</p>\n</template>\n`
    expect(await hits('renderer/src/components/UriThing.vue', sfc)).toEqual([BUILD])
  })

  it('lets the module make them, and words that only name a URI pass', async () => {
    const build = 'export const playlist = (id: string) => `spotify:playlist:${id}`\n'
    for (const file of [
      'electron/contract/spotify-link.ts',
      'electron/emulator/x.ts',
      'electron/operations/x.ts',
    ])
      expect(await hits(file, build), file).toEqual([])
    const good = [
      "export const hint = 'Links such as spotify:album:… open here.'\n",
      'export const said = (name: string) => `Open spotify: links with ${name}`\n',
      "export const spoken = (uri: string) => uri.startsWith('https://')\n",
      "import { isKind, uriOf } from '../../contract'\nexport const a = (id: string) => isKind(uriOf('episode', id), 'episode')\n",
    ]
    for (const code of good) expect(await hits('electron/core/x.ts', code), code).toEqual([])
  })
})
