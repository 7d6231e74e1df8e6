/**
 * Run by schemas-on-first-use.test.ts in a fresh process: core's door loads, Encore signs in to the demo (an
 * emulator), a transport listens (as a window's does, so every event's payload is checked) and an album plays.
 * Counts the zod schemas made (each gets its `_zod` internals once, defined by zod's constructor), by the
 * source file that made each, at load and at the end, and prints what it saw as one JSON line.
 */
export {}

/** The file of ours that made a schema: the first frame under electron/ outside the factories' plumbing. */
function madeBy(stack: string): string {
  for (const line of stack.split('\n').slice(2)) {
    const found = /electron\/([\w/-]+)\.ts/.exec(line)
    if (found?.[1] && !/contract\/(zod-jitless|schema-areas|lazy-methods)$/.test(found[1])) return found[1]
  }
  return 'elsewhere'
}

const made = new Map<string, number>()
Error.stackTraceLimit = 60
const define = Object.defineProperty
Object.defineProperty = function <T>(target: T, key: PropertyKey, descriptor: PropertyDescriptor): T {
  if (key === '_zod') {
    const file = madeBy(new Error().stack ?? '')
    made.set(file, (made.get(file) ?? 0) + 1)
  }
  return define(target, key, descriptor)
}
const counts = () => Object.fromEntries([...made].sort(([a], [b]) => a.localeCompare(b)))

await import('../../electron/core')
const atLoad = counts()
const { builtMethodSchemas, builtSchemaAreas } = await import('../../electron/contract')
const { startEncoreOnEmulator } = await import('../support/encore-on-emulator')

const running = await startEncoreOnEmulator({ emulator: { seed: 'schemas' } })
const heard = new Set<string>()
const stopListening = running.encore.onEvent((event) => heard.add(event))
await running.signIn()
const album = running.emulator.catalog.albums[0]!
const playing = new Promise<void>((resolve) => {
  const off = running.encore.on('playback.state', (state) => state.isPlaying && (off(), resolve()))
})
// As a page does: the devices, one chosen, then the album on it.
const devices = await running.encore.dispatch('playback.devices', undefined)
const device = devices.ok ? (devices.value as { id: string }[])[0] : undefined
if (device) await running.encore.dispatch('playback.transfer', { deviceId: device.id, play: false })
const played = await running.encore.dispatch('playback.play', { contextUri: `spotify:album:${album.id}` })
await playing
stopListening()
await running.close()

process.stdout.write(
  `${JSON.stringify({
    atLoad,
    atEnd: counts(),
    played: played.ok,
    events: [...heard].sort(),
    areas: builtSchemaAreas(),
    methods: builtMethodSchemas(),
  })}\n`,
)
