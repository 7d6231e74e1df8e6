import { describe, expect, it } from 'vitest'
import type { ApiClient } from '../../../../electron/core/service/api'
import { emptyLibrary, type LibraryData } from '../../../../electron/core/features/library/library-data'
import { savedListsOf } from '../../../../electron/core/features/library/lists-for-saved'
import { createSaved } from '../../../../electron/core/features/saved'
import { savedLabel } from '../../../../electron/core/features/saved/saved'
import type { CoreBus } from '../../../../electron/core/base/bridge/event-bus'
import type { Outbox } from '../../../../electron/core/features/outbox'
import type { ChangeHandler } from '../../../../electron/core/features/outbox/outbox-types'
import type { SavedChange } from '../../../../electron/core/features/outbox/outbox-entries'

const row = (id: string): LibraryData['tracks'][number] => ({
  id,
  uri: `spotify:track:${id}`,
  name: id,
  lower: id.toLowerCase(),
  durationMs: 1_000,
  flags: 0,
  album: null,
  artists: [],
  addedAt: null,
  unplayableReason: null,
  linkedFromUri: null,
})

/**
 * "Is it saved?" over a library copy's lists, with the outbox's handler for saves in hand (as the outbox would
 * call it).
 */
function setUp(tracks: string[]) {
  const data = { ...emptyLibrary(), tracks: tracks.map(row) }
  let handler: ChangeHandler<SavedChange> | undefined
  const outbox = {
    handle: (_kind: string, given: ChangeHandler<SavedChange>) => (handler = given),
    shownSaved: () => undefined,
  } as unknown as Outbox
  let changes = 0
  const refreshed: string[][] = []
  const lists = savedListsOf({
    current: () => ({ data, revision: 0, api: {} as ApiClient, market: undefined }),
    peek: () => ({ data }),
    changed: () => void changes++,
    refresh: async (kinds) => void refreshed.push([...kinds]),
  })
  createSaved({ outbox, bus: { emit: () => {} } as unknown as CoreBus, lists })
  const ids = () => data.tracks.map((track) => track.id)
  return { settled: handler!.settled!, ids, changes: () => changes, refreshed }
}

const removal = (id: string): SavedChange => ({
  kind: 'saved',
  uri: `spotify:track:${id}`,
  saved: false,
  name: id,
  before: true,
})

describe('saved items: what reached the service shows in the lists without a Refresh', () => {
  it('a removal the service took leaves the list, even where a read while it waited had put it back', () => {
    const items = setUp(['a', 'b', 'c'])
    items.settled(removal('b'), { kind: 'sent' })
    expect(items.ids()).toEqual(['a', 'c'])
    expect(items.changes()).toBe(1)
  })

  it('a removal the list no longer shows changes nothing more', () => {
    const items = setUp(['a', 'c'])
    items.settled(removal('b'), { kind: 'sent' })
    expect(items.ids()).toEqual(['a', 'c'])
    expect(items.changes()).toBe(0)
  })

  it('a save the service took has its list read again, for the service’s details', () => {
    const items = setUp(['a'])
    items.settled({ ...removal('b'), saved: true, before: false }, { kind: 'sent' })
    expect(items.refreshed).toEqual([['tracks']])
  })
})

describe('a save or follow in words, in the language spoken', () => {
  it('names the item in the language’s quotes, else its kind', () => {
    const track = 'spotify:track:4uLU6hMCjMI75M1A2tKUQC'
    expect(savedLabel({ uri: track, saved: true, name: 'Heat Wave' }, 'de')).toBe(
      'In deiner Bibliothek speichern: „Heat Wave“',
    )
    expect(savedLabel({ uri: 'spotify:artist:0oSGxfWSnnOXhD2fKuz2Gy', saved: false, name: null }, 'ja')).toBe(
      'アーティストのフォローをやめる',
    )
    expect(savedLabel({ uri: track, saved: false, name: 'Heat Wave' })).toBe(
      'Remove “Heat Wave” from Your Library',
    )
  })
})
