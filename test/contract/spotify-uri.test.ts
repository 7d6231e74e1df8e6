import { describe, expect, it } from 'vitest'
import {
  isKind,
  openLinkOf,
  parseSpotifyUri,
  linkSchemas,
  spotifyUriSchema,
  uriId,
  uriKind,
  uriOf,
} from '../../electron/contract'

const ID = '4aawyAB9vmqN3uQ7FjRGTy'

/** The URIs Encore reads (electron/contract/spotify-link.ts): what each form gives, as a table. */
describe('SpotifyUri', () => {
  const cases: [string | null | undefined, ReturnType<typeof parseSpotifyUri>, string | null][] = [
    [`spotify:track:${ID}`, { kind: 'track', id: ID, uri: `spotify:track:${ID}` }, 'track'],
    [`spotify:audiobook:${ID}`, { kind: 'audiobook', id: ID, uri: `spotify:audiobook:${ID}` }, 'audiobook'],
    ['spotify:album:al1', { kind: 'album', id: 'al1', uri: 'spotify:album:al1' }, 'album'],
    ['spotify:user:anna:collection', null, 'user'],
    ['spotify:local:Artist:Album:Title:215', null, 'local'],
    ['spotify:track:', null, 'track'],
    ['spotify:track:has space', null, 'track'],
    ['spotify:Track:abc', null, null],
    // A kind the service has no items of reads as none.
    ['spotify:genre:rock', null, null],
    [`https://open.spotify.com/track/${ID}`, null, null],
    ['spotify', null, null],
    ['', null, null],
    [null, null, null],
    [undefined, null, null],
  ]
  it.each(cases)('%s', (uri, parsed, kind) => {
    expect(parseSpotifyUri(uri)).toEqual(parsed)
    expect(uriKind(uri)).toBe(kind)
    expect(uriId(uri)).toBe(parsed?.id ?? null)
  })

  it('writes a URI back from its parts, and its web link', () => {
    expect(uriOf('episode', ID)).toBe(`spotify:episode:${ID}`)
    expect(parseSpotifyUri(uriOf('episode', ID))).toEqual({
      kind: 'episode',
      id: ID,
      uri: `spotify:episode:${ID}`,
    })
    expect(openLinkOf(`spotify:album:${ID}`)).toBe(`https://open.spotify.com/album/${ID}`)
    expect(openLinkOf('spotify:local:a:b:c:1')).toBeNull()
  })
  it('tells a URI of the kinds asked for, the longer forms too', () => {
    expect(isKind(`spotify:episode:${ID}`, 'episode')).toBe(true)
    expect(isKind(`spotify:track:${ID}`, 'track', 'episode')).toBe(true)
    expect(isKind(`spotify:track:${ID}`, 'episode')).toBe(false)
    expect(isKind('spotify:local:a:b:c:1', 'local')).toBe(true)
    expect(isKind('spotify:episodes:x', 'episode')).toBe(false)
    expect(isKind(null, 'track')).toBe(false)
  })

  it('one schema takes a URI as it crosses the bridge, of the kinds asked for when given', () => {
    expect(linkSchemas().SpotifyUriSchema.safeParse(`spotify:show:${ID}`).success).toBe(true)
    expect(
      linkSchemas().SpotifyUriSchema.safeParse('spotify:track:has space').error?.issues[0]?.message,
    ).toBe('Expected a Spotify URI such as spotify:track:…')
    const items = spotifyUriSchema(['track', 'episode'], 'Expected a track URI such as spotify:track:…')
    expect(items.safeParse(`spotify:episode:${ID}`).success).toBe(true)
    expect(items.safeParse(`spotify:album:${ID}`).error?.issues[0]?.message).toBe(
      'Expected a track URI such as spotify:track:…',
    )
  })
})
