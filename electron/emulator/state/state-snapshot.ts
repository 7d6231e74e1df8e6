import { z } from 'zod'
import type { Catalog } from '../catalog/catalog'
import type { PlaylistState } from './playlist-store'
import type { ServiceState } from './service-state'
import type { UserState } from './user-state'

/**
 * The persisted form of the mutable state (for `--state-file`): every playlist that differs from the generated
 * catalog (created, edited, new cover) and the state of the users who sign in (library, follows, playlist list,
 * history, product, player). Plain JSON, checked with zod when read back; the catalog itself is regenerated
 * from (seed, size), which the file names so a file is never applied to another catalog.
 */
export const STATE_FORMAT = 'encore-emulator-state'
export const STATE_VERSION = 1

const playlistSchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  name: z.string(),
  description: z.string(),
  public: z.boolean(),
  collaborative: z.boolean(),
  followers: z.number().int().min(0),
  items: z.array(z.object({ trackId: z.string(), addedAt: z.string(), addedBy: z.string() })),
  version: z.number().int().min(1),
  snapshotId: z.string(),
  cover: z
    .object({
      jpegBase64: z.string(),
      width: z.number().int().min(1),
      height: z.number().int().min(1),
      version: z.number().int().min(1),
    })
    .optional(),
})

const playbackSchema = z.object({
  contextUri: z.string().nullable(),
  trackIds: z.array(z.string()).min(1),
  order: z.array(z.number().int().min(0)),
  cursor: z.number().int().min(0),
  trackId: z.string(),
  fromQueue: z.boolean(),
  isPlaying: z.boolean(),
  progressMs: z.number().min(0),
  anchorMs: z.number(),
  listenedMs: z.number().min(0),
  changedAt: z.number(),
})

const savedSchema = z.array(z.tuple([z.string(), z.string()]))

/** Saved shows, episodes, audiobooks and resume points: absent until the user met the spoken word. */
const spokenSchema = z.object({
  shows: savedSchema,
  episodes: savedSchema,
  audiobooks: savedSchema,
  resumePoints: z.array(
    z.tuple([z.string(), z.object({ positionMs: z.number().min(0), fullyPlayed: z.boolean() })]),
  ),
})

const userSchema = z.object({
  library: z.object({
    tracks: z.array(z.tuple([z.string(), z.string()])),
    albums: z.array(z.tuple([z.string(), z.string()])),
  }),
  follows: z.object({ artists: z.array(z.string()), users: z.array(z.string()) }),
  playlists: z.array(z.object({ id: z.string(), public: z.boolean() })),
  history: z.array(
    z.object({ trackId: z.string(), playedAt: z.number(), contextUri: z.string().nullable() }),
  ),
  product: z.enum(['premium', 'free']),
  player: z.object({
    volumes: z.record(z.string(), z.number().int().min(0).max(100).nullable()),
    activeDeviceId: z.string().nullable(),
    playback: playbackSchema.nullable(),
    repeat: z.enum(['off', 'track', 'context']),
    shuffle: z.boolean(),
    shuffles: z.number().int().min(0),
    queue: z.array(z.string()),
  }),
  spoken: spokenSchema.optional(),
})

export const stateFileSchema = z.object({
  format: z.literal(STATE_FORMAT),
  version: z.literal(STATE_VERSION),
  catalog: z.object({ seed: z.string(), size: z.string() }),
  playlists: z.array(playlistSchema),
  users: z.record(z.string(), userSchema),
})

export type StateFile = z.infer<typeof stateFileSchema>

function snapshotUser(user: UserState): StateFile['users'][string] {
  const { player } = user
  return {
    library: { tracks: [...user.library.tracks], albums: [...user.library.albums] },
    follows: { artists: [...user.follows.artists], users: [...user.follows.users] },
    playlists: user.playlists.map((ref) => ({ ...ref })),
    history: user.history.map((entry) => ({ ...entry })),
    product: user.product,
    player: {
      volumes: Object.fromEntries(player.devices.map((device) => [device.id, device.volumePercent])),
      activeDeviceId: player.activeDeviceId,
      playback: player.playback ? { ...player.playback, trackIds: [...player.playback.trackIds] } : null,
      repeat: player.repeat,
      shuffle: player.shuffle,
      shuffles: player.shuffles,
      queue: [...player.queue],
    },
    ...(user.spoken
      ? {
          spoken: {
            shows: [...user.spoken.shows],
            episodes: [...user.spoken.episodes],
            audiobooks: [...user.spoken.audiobooks],
            resumePoints: [...user.spoken.resumePoints].map(([id, point]) => [id, { ...point }]),
          },
        }
      : {}),
  }
}

/** The state worth keeping: changed or created playlists, and the given users. */
export function snapshotState(catalog: Catalog, state: ServiceState, userIds: readonly string[]): StateFile {
  const generated = new Set(catalog.playlistSeeds.map((seed) => seed.id))
  const playlists = [...state.playlists.all()]
    .filter((playlist) => playlist.version > 1 || !generated.has(playlist.id))
    .map((playlist) => ({ ...playlist, items: playlist.items.map((item) => ({ ...item })) }))
  return {
    format: STATE_FORMAT,
    version: STATE_VERSION,
    catalog: { seed: catalog.seed, size: catalog.size },
    playlists,
    users: Object.fromEntries(userIds.map((id) => [id, snapshotUser(state.user(id))])),
  }
}

/**
 * Why a (well-formed) file does not fit this catalog, or undefined when it does: another seed or size, or ids
 * the catalog does not have. Such a file is set aside like a corrupt one, never half applied.
 */
export function incompatibility(catalog: Catalog, file: StateFile): string | undefined {
  if (file.catalog.seed !== catalog.seed || file.catalog.size !== catalog.size) {
    return `it was saved for catalog seed "${file.catalog.seed}" size ${file.catalog.size}, not seed "${catalog.seed}" size ${catalog.size}`
  }
  const unknownTrack = (id: string) => catalog.track(id) === undefined
  // The player and its queue may hold episodes and chapters too.
  const unknownItem = (id: string) => catalog.playable(id) === undefined
  for (const playlist of file.playlists) {
    if (playlist.items.some((item) => unknownTrack(item.trackId)))
      return `playlist ${playlist.id} names unknown tracks`
  }
  for (const [userId, user] of Object.entries(file.users)) {
    if (!catalog.user(userId)) return `it holds state of an unknown user ${userId}`
    if (user.library.tracks.some(([id]) => unknownTrack(id)))
      return `the library of ${userId} names unknown tracks`
    if (user.library.albums.some(([id]) => catalog.album(id) === undefined)) {
      return `the library of ${userId} names unknown albums`
    }
    if (user.history.some((entry) => unknownTrack(entry.trackId)))
      return `the history of ${userId} names unknown tracks`
    const playback = user.player.playback
    if (
      user.player.queue.some(unknownItem) ||
      playback?.trackIds.some(unknownItem) ||
      (playback && unknownItem(playback.trackId))
    ) {
      return `the player of ${userId} names unknown items`
    }
    const spokenProblem = user.spoken && unknownSpoken(catalog, user.spoken)
    if (spokenProblem) return `the library of ${userId} names unknown ${spokenProblem}`
    if (
      playback &&
      (playback.order.length !== playback.trackIds.length || playback.cursor >= playback.order.length)
    ) {
      return `the player of ${userId} is inconsistent`
    }
  }
  return undefined
}

/** Which kind of saved spoken-word item names nothing in the catalog, if any. */
function unknownSpoken(catalog: Catalog, spoken: z.infer<typeof spokenSchema>): string | undefined {
  const { spoken: word } = catalog
  if (spoken.shows.some(([id]) => !word.show(id))) return 'shows'
  if (spoken.episodes.some(([id]) => !word.episode(id))) return 'episodes'
  if (spoken.audiobooks.some(([id]) => !word.audiobook(id))) return 'audiobooks'
  const heard = (id: string) => word.episode(id) ?? word.chapter(id)
  if (spoken.resumePoints.some(([id]) => !heard(id))) return 'episodes or chapters (resume points)'
  return undefined
}

/** Applies a compatible file over the freshly generated state. Playback comes back paused. */
export function restoreState(state: ServiceState, file: StateFile): void {
  for (const saved of file.playlists) {
    const existing = state.playlists.get(saved.id)
    const { cover, ...fields } = saved
    const restored: PlaylistState = { ...fields, ...(cover ? { cover } : {}) }
    if (existing) Object.assign(existing, restored)
    else state.playlists.add(restored)
  }
  for (const [userId, saved] of Object.entries(file.users)) {
    const user = state.user(userId)
    user.library.tracks = new Map(saved.library.tracks)
    user.library.albums = new Map(saved.library.albums)
    user.follows.artists = new Set(saved.follows.artists)
    user.follows.users = new Set(saved.follows.users)
    user.playlists = saved.playlists
    user.history = saved.history
    user.product = saved.product
    const { player } = user
    for (const device of player.devices) {
      const volume = saved.player.volumes[device.id]
      // A fixed-volume device stays fixed whatever the file says.
      if (volume !== undefined && device.volumePercent !== null && volume !== null)
        device.volumePercent = volume
    }
    const known = (id: string | null) => id !== null && player.devices.some((device) => device.id === id)
    player.activeDeviceId = known(saved.player.activeDeviceId) ? saved.player.activeDeviceId : null
    // The service was not running in between: the player wakes up paused where it was.
    player.playback = saved.player.playback ? { ...saved.player.playback, isPlaying: false } : null
    player.repeat = saved.player.repeat
    player.shuffle = saved.player.shuffle
    player.shuffles = saved.player.shuffles
    player.queue = saved.player.queue
    if (saved.spoken) {
      user.spoken = {
        shows: new Map(saved.spoken.shows),
        episodes: new Map(saved.spoken.episodes),
        audiobooks: new Map(saved.spoken.audiobooks),
        resumePoints: new Map(saved.spoken.resumePoints),
      }
    }
  }
}
