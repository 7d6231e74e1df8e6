import type { OperationSpec } from './operation-spec'
import { allOf, noScopes } from './scopes'

/** Podcasts and audiobooks: shows, episodes, audiobooks and chapters. */
export const spokenOperations = {
  // Podcasts and audiobooks. Catalog reads need no scope (with user-read-playback-position their
  // episodes and chapters carry resume points); the saved lists need the library scopes. The several-at-once
  // reads and the classic saves and checks are Feb 2026 removals (single reads and /me/library instead).
  'shows.getShow': { method: 'GET', path: '/shows/{show_id}', scopes: noScopes },
  'shows.getShows': { method: 'GET', path: '/shows', scopes: noScopes, retiredIn: '2026' },
  'shows.getShowEpisodes': { method: 'GET', path: '/shows/{show_id}/episodes', scopes: noScopes },
  'shows.getEpisode': { method: 'GET', path: '/episodes/{episode_id}', scopes: noScopes },
  'shows.getEpisodes': { method: 'GET', path: '/episodes', scopes: noScopes, retiredIn: '2026' },
  'audiobooks.getAudiobook': { method: 'GET', path: '/audiobooks/{audiobook_id}', scopes: noScopes },
  'audiobooks.getAudiobooks': { method: 'GET', path: '/audiobooks', scopes: noScopes, retiredIn: '2026' },
  'audiobooks.getAudiobookChapters': {
    method: 'GET',
    path: '/audiobooks/{audiobook_id}/chapters',
    scopes: noScopes,
  },
  'audiobooks.getChapter': { method: 'GET', path: '/chapters/{chapter_id}', scopes: noScopes },
  'audiobooks.getChapters': { method: 'GET', path: '/chapters', scopes: noScopes, retiredIn: '2026' },
  'library.getSavedShows': { method: 'GET', path: '/me/shows', scopes: allOf('user-library-read') },
  'library.getSavedEpisodes': { method: 'GET', path: '/me/episodes', scopes: allOf('user-library-read') },
  'library.getSavedAudiobooks': { method: 'GET', path: '/me/audiobooks', scopes: allOf('user-library-read') },
  'library.saveShows': {
    method: 'PUT',
    path: '/me/shows',
    scopes: allOf('user-library-modify'),
    retiredIn: '2026',
  },
  'library.removeSavedShows': {
    method: 'DELETE',
    path: '/me/shows',
    scopes: allOf('user-library-modify'),
    retiredIn: '2026',
  },
  'library.checkSavedShows': {
    method: 'GET',
    path: '/me/shows/contains',
    scopes: allOf('user-library-read'),
    retiredIn: '2026',
  },
  'library.saveEpisodes': {
    method: 'PUT',
    path: '/me/episodes',
    scopes: allOf('user-library-modify'),
    retiredIn: '2026',
  },
  'library.removeSavedEpisodes': {
    method: 'DELETE',
    path: '/me/episodes',
    scopes: allOf('user-library-modify'),
    retiredIn: '2026',
  },
  'library.checkSavedEpisodes': {
    method: 'GET',
    path: '/me/episodes/contains',
    scopes: allOf('user-library-read'),
    retiredIn: '2026',
  },
  'library.saveAudiobooks': {
    method: 'PUT',
    path: '/me/audiobooks',
    scopes: allOf('user-library-modify'),
    retiredIn: '2026',
  },
  'library.removeSavedAudiobooks': {
    method: 'DELETE',
    path: '/me/audiobooks',
    scopes: allOf('user-library-modify'),
    retiredIn: '2026',
  },
  'library.checkSavedAudiobooks': {
    method: 'GET',
    path: '/me/audiobooks/contains',
    scopes: allOf('user-library-read'),
    retiredIn: '2026',
  },
} as const satisfies Record<string, OperationSpec>
