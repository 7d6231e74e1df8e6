import { describe, expect, it } from 'vitest'
import {
  operations,
  requiredScopes,
  type OperationId,
} from '../../../../electron/core/service/api/operations'
import type { SavedKind } from '../../../../electron/core/service/api/saved-kinds'
import { missingScopes, serviceScopes } from '../../../../electron/core/service/api/scopes'

const all = [...serviceScopes]

describe('scope table', () => {
  it('names only known scopes', () => {
    for (const id of Object.keys(operations) as OperationId[]) {
      for (const variant of [
        {},
        { public: true },
        { public: false },
        { public: false, collaborative: true },
      ]) {
        for (const clause of requiredScopes(id, variant))
          for (const scope of clause) expect(all).toContain(scope)
      }
    }
  })

  it('needs nothing for catalog reads and the scope of the column for /me operations', () => {
    expect(requiredScopes('albums.getAlbum')).toEqual([])
    expect(requiredScopes('search.search')).toEqual([])
    expect(missingScopes(requiredScopes('library.saveTracks'), [])).toEqual(['user-library-modify'])
    expect(missingScopes(requiredScopes('personalization.getTopTracks'), [])).toEqual(['user-top-read'])
    expect(missingScopes(requiredScopes('player.getRecentlyPlayed'), [])).toEqual([
      'user-read-recently-played',
    ])
    expect(missingScopes(requiredScopes('follow.getFollowedArtists'), ['user-follow-modify'])).toEqual([
      'user-follow-read',
    ])
  })

  it('follows the public flag: public needs modify-public, private needs modify-private', () => {
    expect(missingScopes(requiredScopes('follow.followPlaylist', {}), [])).toEqual(['playlist-modify-public'])
    expect(missingScopes(requiredScopes('follow.followPlaylist', { public: false }), [])).toEqual([
      'playlist-modify-private',
    ])
    expect(missingScopes(requiredScopes('playlists.createPlaylist', { public: false }), [])).toEqual([
      'playlist-modify-private',
    ])
    expect(missingScopes(requiredScopes('playlists.changeDetails', { public: true }), [])).toEqual([
      'playlist-modify-public',
    ])
    expect(
      missingScopes(requiredScopes('playlists.createPlaylist', { public: false, collaborative: true }), [
        'playlist-modify-private',
      ]),
    ).toEqual(['playlist-modify-public'])
  })

  it('takes either modify scope for item edits, and ugc-image-upload as well for covers', () => {
    expect(missingScopes(requiredScopes('playlists.addItems'), ['playlist-modify-private'])).toEqual([])
    expect(missingScopes(requiredScopes('playlists.uploadCoverImage'), ['playlist-modify-private'])).toEqual([
      'ugc-image-upload',
    ])
    expect(missingScopes(requiredScopes('playlists.uploadCoverImage'), ['ugc-image-upload'])).toEqual([
      'playlist-modify-public',
      'playlist-modify-private',
    ])
  })

  it('reads podcasts and audiobooks with no scope, and their saved lists with the library scope', () => {
    expect(requiredScopes('shows.getShow')).toEqual([])
    expect(requiredScopes('audiobooks.getChapter')).toEqual([])
    expect(missingScopes(requiredScopes('library.getSavedEpisodes'), [])).toEqual(['user-library-read'])
    expect(missingScopes(requiredScopes('library.saveShows'), [])).toEqual(['user-library-modify'])
  })

  it('adds user-read-private for market=from_token', () => {
    expect(missingScopes(requiredScopes('tracks.getTrack', {}, 'from_token'), [])).toEqual([
      'user-read-private',
    ])
    expect(missingScopes(requiredScopes('tracks.getTrack', {}, 'SE'), [])).toEqual([])
  })

  it('asks /me/library for the classic scope of each kind it is given (service-2026.md §7)', () => {
    const save = (kinds: SavedKind[]) => missingScopes(requiredScopes('library.saveItems', { kinds }), [])
    expect(save(['track', 'album'])).toEqual(['user-library-modify'])
    expect(save(['show', 'episode', 'audiobook'])).toEqual(['user-library-modify'])
    expect(save(['artist', 'user', 'track'])).toEqual(['user-follow-modify', 'user-library-modify'])
    expect(save(['playlist'])).toEqual(['playlist-modify-public'])
    expect(
      missingScopes(requiredScopes('library.checkItems', { kinds: ['artist', 'playlist'] }), []),
    ).toEqual(['user-follow-read', 'playlist-read-private'])
    expect(
      missingScopes(requiredScopes('library.removeItems', { kinds: ['track'] }), ['user-library-modify']),
    ).toEqual([])
  })
})
