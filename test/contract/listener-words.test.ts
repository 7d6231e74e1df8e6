import { describe, expect, it } from 'vitest'
import { bridgeErrorCodes, developerWords, failureWords, listenerText } from '../../electron/contract'
import {
  NetworkError,
  PlaylistItemsUnavailableError,
  TimeoutError,
} from '../../electron/core/service/api/errors'
import { sessionEndedReason } from '../../electron/core/features/auth/session-ended'
import { refusalNotice } from '../../electron/core/features/playback/words'

/** What people met (issue reports): each names an operation, an error code, a status or an id. */
const developerTexts = [
  'Encore could not renew your Spotify sign-in (users.getCurrentUserProfile: the service could not be reached (ECONNRESET).).',
  'playlists.getItems: the service shows the items of a playlist only to its owner and collaborators (playlist y0UQ16…)',
  'playlists.getPlaylist: the service could not be reached (ECONNREFUSED).',
  'The lyrics could not be read (ENOTFOUND).',
  'The demo service could not be reached (it answered 503). Sign in again in a moment.',
  'player.getPlaybackState: no answer within 15000 ms.',
  'The track 4uLU6hMCjMI75M1A2tKUQC is not available.',
  new NetworkError('library.getSavedTracks', 'ECONNRESET').message,
  new TimeoutError('player.getPlaybackState', 15_000).message,
]

/** Words written for a listener: they pass as they are. */
const plainTexts = [
  'Added to the queue.',
  'Removed 5 tracks from Your Library.',
  'Encore cannot reach Spotify right now, so it did not pause. Try again once it is back.',
  'Spotify asked Encore to wait, so it did not skip. Try again in 3 s.',
  'Spotify will ask you to sign in again on 12 May.',
  'Offline · showing your library as read at 17:40',
  'Saved the details of “Road trip 2024”.',
  'Encore could not save your sign-in in its data folder (cannot write /home/ada/.config/Encore/secrets.json: not a directory); it lasts until Encore quits.',
  'Encore could not read settings.json: it was set aside.',
]

describe('a listener’s words: no operation name, error code, HTTP status or id in what a person reads', () => {
  it.each(developerTexts)('finds developer words in %j', (text) => {
    expect(developerWords(text)).not.toEqual([])
    expect(developerWords(listenerText(text, 'NETWORK'))).toEqual([])
  })

  it.each(plainTexts)('leaves %j as it is', (text) => {
    expect(developerWords(text)).toEqual([])
    expect(listenerText(text, 'NETWORK')).toBe(text)
  })

  it('keeps a specific refusal, without the name of what it is about', () => {
    expect(listenerText('spotify.clientId: A Client ID is 32 characters.', 'INVALID_INPUT')).toBe(
      'A Client ID is 32 characters.',
    )
  })

  it('keeps the sentence without a developer detail in brackets', () => {
    const text =
      "Encore could not save your sign-in in its data folder (cannot write /tmp/x/secrets.json: ENOTDIR: not a directory, lstat '/tmp/x'); it lasts until Encore quits."
    expect(listenerText(text, 'NOT_KEPT')).toBe(
      'Encore could not save your sign-in in its data folder; it lasts until Encore quits.',
    )
  })

  it('keeps the sentence said before a developer detail', () => {
    const text =
      "Encore could not change whether it starts when you log in: cannot write /tmp/x/autostart/app.desktop: ENOTDIR: not a directory, lstat '/tmp/x'"
    expect(listenerText(text, 'START_AT_LOGIN_FAILED')).toBe(
      'Encore could not change whether it starts when you log in.',
    )
    expect(listenerText(developerTexts[0]!, 'NETWORK')).toBe(failureWords.NETWORK)
  })

  it('has words for every kind of failure, each plain itself', () => {
    for (const code of bridgeErrorCodes) {
      expect(failureWords[code]).toMatch(/\.$/)
      expect(developerWords(failureWords[code]), code).toEqual([])
    }
    expect(listenerText(developerTexts[2]!, 'NETWORK')).toBe(failureWords.NETWORK)
    expect(listenerText(developerTexts[2]!, undefined, 'Encore could not open the playlist.')).toBe(
      'Encore could not open the playlist.',
    )
  })

  it('core’s own words for refusals and ended sessions are plain', () => {
    const words: string[] = []
    for (const description of [undefined, 'Refresh token expired', 'Refresh token revoked', 'Invalid'])
      for (const profile of ['spotify', 'demo'] as const)
        words.push(sessionEndedReason(profile, description).reason)
    for (const status of ['offline', 'rate-limited', 'read-only', 'ok'] as const) {
      const notice = refusalNotice({
        signedIn: status !== 'ok',
        status,
        retryAt: Date.now() + 3_000,
        readOnly: status === 'read-only',
        disallowed: [],
        command: { kind: 'pause' },
        what: 'pause',
        service: 'Spotify',
        now: Date.now(),
      })
      if (notice) words.push(notice.message)
    }
    expect(words.length).toBeGreaterThan(8)
    for (const text of words) expect(developerWords(text), text).toEqual([])
    // The client's own errors are for the log: the page never shows them as they are.
    const items = new PlaylistItemsUnavailableError('playlists.getItems', 'y0UQ16abcdef')
    expect(developerWords(items.message)).not.toEqual([])
  })
})
