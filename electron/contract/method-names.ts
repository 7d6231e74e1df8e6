import type { MethodName } from './methods'

/**
 * Every bridge method's name, as a plain list: the page builds its typed bridge from it without loading the
 * method table's schemas (core checks payloads; the page needs names and types only). The compiler holds it
 * to the table both ways: every name is a method, and every method is named.
 */
export const methodNames = [
  'app.info',
  'app.ping',
  'app.requests',
  'app.capabilities',
  'session.get',
  'session.signIn',
  'session.cancelSignIn',
  'session.reopenSignInPage',
  'session.signOut',
  'settings.get',
  'settings.update',
  'search.query',
  'playback.get',
  'playback.play',
  'playback.pause',
  'playback.togglePlay',
  'playback.next',
  'playback.previous',
  'playback.seek',
  'playback.setVolume',
  'playback.setRepeat',
  'playback.setShuffle',
  'playback.transfer',
  'playback.setSaved',
  'playback.addToQueue',
  'playback.cancelWaiting',
  'playback.devices',
  'playback.queue',
  'playback.suggestions',
  'playback.setVisible',
  'library.status',
  'library.sync',
  'library.cancelSync',
  'library.tracks',
  'library.albums',
  'library.playlists',
  'library.artists',
  'library.find',
  'library.contains',
  'library.setSaved',
  'library.play',
  'catalog.album',
  'catalog.artist',
  'catalog.artistAlbums',
  'catalog.user',
  'catalog.userPlaylists',
  'playlists.get',
  'playlists.items',
  'playlists.create',
  'playlists.changeDetails',
  'playlists.addItems',
  'playlists.removeItems',
  'playlists.moveItems',
  'playlists.replaceItems',
  'playlists.uploadCover',
  'playlists.setFollowed',
] as const satisfies readonly MethodName[]

/** Fails to compile when a method of the table is missing from the list above. */
type Unnamed = Exclude<MethodName, (typeof methodNames)[number]>
export const everyMethodIsNamed: [Unnamed] extends [never] ? true : Unnamed = true
