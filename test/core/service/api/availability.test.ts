import { describe, expect, it } from 'vitest'
import {
  isRemovable,
  memoryLearnedRemovals,
  OperationAvailability,
  type Availability,
} from '../../../../electron/core/service/api/availability'
import { operationSpec, operations, type OperationId } from '../../../../electron/core/service/api/operations'

const all = Object.keys(operations) as OperationId[]
const retiredIn = (generation: '2024' | '2026') =>
  all.filter((id) => operationSpec(id).retiredIn === generation)

describe('OperationAvailability', () => {
  it('offers everything in classic, lacks the Nov 2024 set in 2024 and both sets in 2026', () => {
    expect(new OperationAvailability('classic').snapshot().unavailable).toEqual([])
    expect(new OperationAvailability('2024').snapshot().unavailable).toEqual(retiredIn('2024').sort())
    expect(new OperationAvailability('2026').snapshot().unavailable).toEqual(
      [...retiredIn('2024'), ...retiredIn('2026')].sort(),
    )
    expect(new OperationAvailability('2026').whyUnavailable('library.saveTracks')).toBe('generation')
    expect(new OperationAvailability('2026').isAvailable('library.saveItems')).toBe(true)
  })

  it('learns only removable operations, once, keeping them through the port and telling listeners', () => {
    const store = memoryLearnedRemovals()
    const availability = new OperationAvailability('classic', store)
    const heard: Availability[] = []
    availability.onChange((now) => heard.push(now))
    expect(availability.learn('browse.getNewReleases')).toBe(true)
    expect(availability.learn('browse.getNewReleases')).toBe(false)
    expect(availability.learn('albums.getAlbum')).toBe(false)
    expect(isRemovable('albums.getAlbum')).toBe(false)
    expect(availability.whyUnavailable('browse.getNewReleases')).toBe('learned')
    expect([...store.load()]).toEqual(['browse.getNewReleases'])
    expect(heard).toEqual([
      { generation: 'classic', unavailable: ['browse.getNewReleases'], learned: ['browse.getNewReleases'] },
    ])
    // What the generation already lacks is not learned again.
    expect(new OperationAvailability('2026').learn('browse.getNewReleases')).toBe(false)
  })

  it('serves a playlist’s items to anyone before 2026, and only to its owner and collaborators from then', () => {
    const mine = { ownerId: 'me', collaborative: false, userId: 'me' }
    const shared = { ownerId: 'friend', collaborative: true, userId: 'me' }
    const theirs = { ownerId: 'friend', collaborative: false, userId: 'me' }
    const table = (['classic', '2024', '2026'] as const).map((generation) => {
      const availability = new OperationAvailability(generation)
      return [mine, shared, theirs].map((access) => availability.servesPlaylist('playlists.getItems', access))
    })
    expect(table).toEqual([
      [true, true, true],
      [true, true, true],
      [true, true, false],
    ])
    // Operations the rule does not concern are served whatever the playlist.
    expect(new OperationAvailability('2026').servesPlaylist('playlists.getPlaylist', theirs)).toBe(true)
  })

  it('starts from the port, ignoring ids it does not know or that cannot be removed', () => {
    const store = memoryLearnedRemovals(['users.getUserProfile', 'albums.getAlbum', 'no.such' as OperationId])
    expect(new OperationAvailability('classic', store).snapshot().learned).toEqual(['users.getUserProfile'])
  })

  it('keeps answering when the port cannot write or a listener throws, and says so in the log', () => {
    const warnings: string[] = []
    const logger = { debug() {}, info() {}, warn: (m: string) => void warnings.push(m), error() {} }
    const availability = new OperationAvailability(
      'classic',
      {
        load: () => [],
        save: () => {
          throw new Error('disk full')
        },
      },
      logger,
    )
    availability.onChange(() => {
      throw new Error('listener broke')
    })
    expect(availability.learn('browse.getCategories')).toBe(true)
    expect(availability.isAvailable('browse.getCategories')).toBe(false)
    expect(warnings).toEqual(['could not keep a learned removal', 'an availability listener failed'])
  })
})
