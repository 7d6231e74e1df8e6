import { randomBytes } from 'node:crypto'
import type { ArrangementFile, Notice, Playlist, Shelf, ShownLanguage } from '../../../contract'
import { wordsNow } from '../../base/words'
import { libraryWords } from './library-words'
import type { HandlersOf } from '../../base/bridge/dispatcher'
import { EncoreError } from '../../base/errors'
import { arrangementText, parseArrangement, type ArrangementStore } from './arrangement-store'
import type { CacheOwner } from './cache-format'
import { ArrangementRefusal, changeArrangement, placeAll, shelfOf } from './playlist-arrangement'

export interface ArrangementDeps {
  store: ArrangementStore
  /** The signed-in service and user; undefined while nobody is signed in. */
  owner(): CacheOwner | undefined
  /** The playlists of the person's list, as the library holds them. */
  playlists(): readonly Playlist[]
  notice(notice: Notice): void
  newFolderId?: () => string
  /** The language its notices speak in now; English when not given. */
  language?: (() => ShownLanguage) | undefined
}

const ownerKey = (owner: CacheOwner) => `${owner.service}\n${owner.userId}`

/**
 * The bridge's `arrangement.*` methods: the person's playlists in their order and folders, a change of them,
 * and the arrangement as a JSON file out and in. Each user's file is read once a run (a damaged one is reported
 * once and set aside) and written after every change.
 */
export function createArrangementHandlers(deps: ArrangementDeps): HandlersOf<'arrangement'> {
  const loaded = new Map<string, ArrangementFile>()
  const newFolderId = deps.newFolderId ?? (() => `folder-${randomBytes(6).toString('hex')}`)

  const say = () => wordsNow(libraryWords, deps.language)
  const signedIn = () => {
    const owner = deps.owner()
    if (!owner) throw new EncoreError('NOT_SIGNED_IN', say()('signInFirst'))
    return owner
  }
  const fileOf = (owner: CacheOwner) => {
    const held = loaded.get(ownerKey(owner))
    if (held) return held
    const { file, problem } = deps.store.load(owner)
    if (problem)
      deps.notice({
        level: 'warning',
        message: say()('arrangementSetAside', { why: problem }),
        code: 'ARRANGEMENT_SET_ASIDE',
      })
    loaded.set(ownerKey(owner), file)
    return file
  }
  const shelf = (owner: CacheOwner): Shelf => ({
    items: shelfOf(fileOf(owner), deps.playlists(), owner.userId),
  })
  const keep = (owner: CacheOwner, file: ArrangementFile) => {
    loaded.set(ownerKey(owner), file)
    if (!deps.store.save(owner, file))
      deps.notice({
        level: 'warning',
        message: say()('arrangementNotKept'),
        code: 'ARRANGEMENT_NOT_KEPT',
      })
  }

  return {
    'arrangement.get': () => shelf(signedIn()),
    'arrangement.change': (change) => {
      const owner = signedIn()
      const playlists = deps.playlists()
      const placed = placeAll(fileOf(owner), playlists, owner.userId)
      const listed = new Set(playlists.map((playlist) => playlist.id))
      try {
        keep(owner, changeArrangement(placed, change, { listed, newFolderId }))
      } catch (error) {
        if (error instanceof ArrangementRefusal)
          throw new EncoreError('INVALID_INPUT', say()(`refusal.${error.reason}`))
        throw error
      }
      return shelf(owner)
    },
    'arrangement.export': () => {
      const owner = signedIn()
      const file = placeAll(fileOf(owner), deps.playlists(), owner.userId)
      return {
        fileName: 'encore-playlist-folders.json',
        mimeType: 'application/json',
        text: arrangementText(file),
      }
    },
    'arrangement.import': ({ text }) => {
      const owner = signedIn()
      const parsed = parseArrangement(text)
      if (typeof parsed === 'string')
        throw new EncoreError('INVALID_INPUT', say()('error.importRefused', { why: parsed }))
      keep(owner, parsed)
      return shelf(owner)
    },
  }
}
