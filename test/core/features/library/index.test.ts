import { describe, expect, it } from 'vitest'
import { libraryKinds, methodNames, type LibraryStatus, type MethodName } from '../../../../electron/contract'
import { createEncore } from '../../../../electron/core/app'
import { failedOutOfReach } from '../../../../electron/core/features/library'
import { systemClock } from '../../../../electron/core/base/ports'
import { createMemoryLogger } from '../../../support/memory-logger'

/** A valid input for every catalog and playlist method: each one reaches its handler, signed out. */
const validInputs: Partial<Record<MethodName, unknown>> = {
  'catalog.album': { id: 'album1' },
  'catalog.artist': { id: 'artist1' },
  'catalog.artistAlbums': { id: 'artist1', group: 'album', limit: 10 },
  'catalog.user': { id: 'someone' },
  'catalog.userPlaylists': { id: 'someone', limit: 10 },
  'catalog.show': { id: 'show1' },
  'catalog.showEpisodes': { id: 'show1', limit: 10 },
  'catalog.episode': { id: 'episode1' },
  'catalog.audiobook': { id: 'book1' },
  'catalog.audiobookChapters': { id: 'book1', limit: 10 },
  'playlists.get': { id: 'playlist1' },
  'playlists.items': { id: 'playlist1', offset: 0, limit: 10 },
  'playlists.create': { name: 'Mine' },
  'playlists.changeDetails': { id: 'playlist1', name: 'Renamed' },
  'playlists.addItems': { id: 'playlist1', uris: ['spotify:track:abc'] },
  'playlists.removeItems': { id: 'playlist1', keys: ['k1'] },
  'playlists.moveItems': { id: 'playlist1', keys: ['k1'], beforeKey: null },
  'playlists.replaceItems': { id: 'playlist1', uris: [] },
  'playlists.uploadCover': { id: 'playlist1', jpegBase64: '/9j/4AAQ' },
  'playlists.setFollowed': { id: 'playlist1', followed: true },
}

const needsSession = methodNames.filter((name) => /^(catalog|playlists)\./.test(name))

describe('the library window while nobody is signed in', () => {
  it('the table covers every catalog and playlist method of the contract', () => {
    expect(Object.keys(validInputs).sort()).toEqual([...needsSession].sort())
  })

  it.each(needsSession)('%s answers NOT_SIGNED_IN (said so), and logs no error', async (method) => {
    const { logger, records } = createMemoryLogger()
    const encore = createEncore({
      identity: { name: 'Encore', version: '0.0.0-test', mode: 'browser' },
      logger,
      clock: systemClock,
    })
    try {
      const result = await encore.dispatch(method, validInputs[method])
      expect(result).toEqual({
        ok: false,
        error: { code: 'NOT_SIGNED_IN', message: 'Sign in first: nobody is signed in to a service.' },
      })
      expect(records.filter((record) => record.level === 'error')).toEqual([])
    } finally {
      await encore.dispose()
    }
  })
})

describe('the library window signed out, in the language spoken', () => {
  it('asks to sign in first in German', async () => {
    const encore = createEncore({
      identity: { name: 'Encore', version: '0.0.0-test', mode: 'browser' },
      logger: createMemoryLogger().logger,
      clock: systemClock,
      preferredLanguages: () => ['de-DE'],
    })
    try {
      expect(await encore.dispatch('playlists.get', validInputs['playlists.get'])).toEqual({
        ok: false,
        error: {
          code: 'NOT_SIGNED_IN',
          message: 'Melde dich zuerst an: Bei keinem Dienst ist jemand angemeldet.',
        },
      })
    } finally {
      await encore.dispose()
    }
  })
})

describe('failedOutOfReach: the lists read again once the service answers', () => {
  const status = (
    kinds: Record<string, { state: string; error: { code: string; message: string } | null }>,
  ) =>
    ({
      sync: {
        kinds: Object.fromEntries(
          libraryKinds.map((kind) => [kind, kinds[kind] ?? { state: 'done', error: null }]),
        ),
      },
    }) as unknown as LibraryStatus

  it('names the lists that failed because the service was out of reach, and only those', () => {
    const failed = (code: string) => ({ state: 'failed', error: { code, message: 'x' } })
    expect(
      failedOutOfReach(
        status({
          tracks: failed('NETWORK'),
          albums: failed('SERVICE_ERROR'),
          artists: failed('TIMEOUT'),
          playlists: failed('INSUFFICIENT_SCOPE'),
          shows: failed('RATE_LIMITED'),
          episodes: { state: 'cancelled', error: null },
        }),
      ),
    ).toEqual(['tracks', 'albums', 'artists'])
    expect(failedOutOfReach(status({}))).toEqual([])
  })
})
