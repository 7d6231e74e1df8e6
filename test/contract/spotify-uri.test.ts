import { describe, expect, it } from 'vitest'
import { openLinkOf, parseSpotifyUri, spotifyUri, uriId, uriKind } from '../../electron/contract'

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
    expect(spotifyUri('episode', ID)).toBe(`spotify:episode:${ID}`)
    expect(parseSpotifyUri(spotifyUri('episode', ID))).toEqual({
      kind: 'episode',
      id: ID,
      uri: `spotify:episode:${ID}`,
    })
    expect(openLinkOf(`spotify:album:${ID}`)).toBe(`https://open.spotify.com/album/${ID}`)
    expect(openLinkOf('spotify:local:a:b:c:1')).toBeNull()
  })
})
