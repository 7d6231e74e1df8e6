/**
 * The contract makes a bridge method's schemas the first time the method is checked, an event's the first time
 * a window hears it and a kept file's the first time it is read, so a process that never opens Discover (the
 * tray) holds none of Discover's. Measured in fresh processes: a test worker has loaded and checked other
 * things before.
 */
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const child = fileURLToPath(new URL('./schemas-on-first-use-child.ts', import.meta.url))
const demoChild = fileURLToPath(new URL('./schemas-in-a-demo-child.ts', import.meta.url))

interface Seen {
  atLoad: number
  pinged: boolean
  builtAfterPing: string[]
  afterPing: number
  afterDiscover: number
  builtAfterDiscover: string[]
}

describe('the contract’s schemas, on first use', () => {
  const seen = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', child], { encoding: 'utf8' }),
  ) as Seen

  it('a fresh process that checks app.ping has made that method’s schemas and no other method’s', () => {
    expect(seen.pinged).toBe(true)
    expect(seen.builtAfterPing).toEqual(['app.ping'])
  })

  it('makes none of Discover’s schemas until a Discover method is checked', () => {
    expect(seen.builtAfterPing.filter((name) => /^(discover|radio|sound)\./.test(name))).toEqual([])
    // Discover's shared schemas (shelves, sound, radio) and the method's own are made only now.
    expect(seen.afterDiscover).toBeGreaterThan(seen.afterPing)
    expect(seen.builtAfterDiscover).toEqual(['app.ping', 'discover.topArtists'])
  })
})

/** Schemas made, by the source file (under electron/) that made them. */
type MadeBy = Record<string, number>

interface DemoSeen {
  atLoad: MadeBy
  atEnd: MadeBy
  played: boolean
  events: string[]
  areas: string[]
  methods: string[]
}

/** The events' areas of the contract, and core's kept files (the stores): none is needed to start. */
const eventFiles = [
  'notice',
  'session',
  'playback',
  'capabilities',
  'library',
  'playlists',
  'desktop',
  'history',
  'outbox',
  'updates',
  'soloist',
  'sleep-timer',
  'your-queue',
  'media',
].map((area) => `contract/${area}`)
const keptFileFiles = [
  'library/cache-document',
  'library/spoken-cache',
  'outbox/outbox-schema',
  'auth/kept-session',
  'lyrics/lyrics-cache',
].map((file) => `core/features/${file}`)
/**
 * What a process that signs in and plays never uses: Discover's, search's and the tray's other screens', and
 * Soloist's protocol (no Soloist runs beside this demo).
 */
const unusedFiles = [
  'discover',
  'search',
  'catalog',
  'sleep-timer',
  'updates',
  'arrangement',
  'lyrics',
  'about',
  'diagnostics',
  'kept-view',
  'your-queue',
  'player-commands',
]
  .map((area) => `contract/${area}`)
  .concat(['core/features/soloist/protocol', 'core/features/soloist/protocol-commands'])
const unusedAreas = [
  'discover',
  'search',
  'catalog',
  'sleep',
  'updates',
  'arrangement',
  'lyrics',
  'lyrics-cache',
]

describe('a fresh process that signs in to the demo and plays, a window listening', () => {
  const seen = JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', demoChild], { encoding: 'utf8', timeout: 60_000 }),
  ) as DemoSeen
  const madeIn = (made: MadeBy, files: readonly string[]) => files.filter((file) => (made[file] ?? 0) > 0)

  it('loading core’s door makes none of the events’ schemas nor the kept files’', () => {
    expect(madeIn(seen.atLoad, [...eventFiles, ...keptFileFiles])).toEqual([])
  })

  it('plays, every event it told checked, and makes none of Discover’s method, event or store schemas', () => {
    expect(seen.played).toBe(true)
    expect(seen.events).toEqual(expect.arrayContaining(['session.changed', 'playback.state']))
    expect(Object.keys(seen.atEnd).filter((file) => file.includes('discover'))).toEqual([])
    expect(seen.methods.filter((name) => /^(discover|radio|sound)\./.test(name))).toEqual([])
  })

  it('makes the areas it used and no other', () => {
    expect(seen.areas).toEqual(expect.arrayContaining(['session', 'playback']))
    expect(seen.areas.filter((area) => unusedAreas.includes(area))).toEqual([])
    expect(madeIn(seen.atEnd, unusedFiles)).toEqual([])
  })
})
