/**
 * Run by test/core/features/library/cache-store.test.ts, which kills it with SIGKILL while a write is under way: it
 * saves a large library cache through the cache store over and over, alternating two versions.
 *   node --import tsx test/support/torn-cache-write-child.ts <data-dir>
 */
import { createLibraryCacheStore } from '../../electron/core/features/library/cache-store'
import { urlCodecFor } from '../../electron/core/features/library/cache-format'
import { emptyLibrary } from '../../electron/core/features/library/library-data'
import { rowOf } from '../../electron/core/features/library/track-rows'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: torn-cache-write-child.ts <data-dir>')

const CACHE_OWNER = { service: 'demo', userId: 'listener' }
const silent = { debug() {}, info() {}, warn() {}, error() {} }
const store = createLibraryCacheStore(dataDir, silent)
const codec = urlCodecFor(null)

/** About 60,000 tracks, as in the audit: a write takes long enough for a kill to land inside it. */
const data = emptyLibrary()
for (let i = 0; i < 60_000; i++) {
  data.tracks.push(
    rowOf(
      {
        id: `t${i}`,
        uri: `spotify:track:t${i}`,
        name: `Track number ${i}`,
        artists: [{ id: `ar${i % 500}`, name: `Artist ${i % 500}`, uri: `spotify:artist:ar${i % 500}` }],
        album: {
          id: `al${i % 3000}`,
          name: `Album ${i % 3000}`,
          uri: `spotify:album:al${i % 3000}`,
          images: [],
        },
        durationMs: 180_000 + i,
        explicit: false,
        isLocal: false,
        isPlayable: true,
        unplayableReason: null,
        linkedFromUri: null,
      },
      1_700_000_000_000 + i,
      data.refs,
    ),
  )
}
data.complete.tracks = true

for (let round = 0; ; round++) {
  if (!store.save(CACHE_OWNER, data, codec, round % 2)) throw new Error('the cache could not be written')
  process.stdout.write(`round ${round}\n`)
}
