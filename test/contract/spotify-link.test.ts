import { describe, expect, it } from 'vitest'
import { looksLikeSpotifyLink, parseSpotifyLink, linkSchemas } from '../../electron/contract'

const ID = '4aawyAB9vmqN3uQ7FjRGTy'

describe('parseSpotifyLink', () => {
  const kinds = ['track', 'album', 'playlist', 'artist', 'show', 'episode'] as const

  it('reads every kind as a URI and as a web link', () => {
    for (const kind of kinds) {
      const link = { kind, id: ID, uri: `spotify:${kind}:${ID}` }
      expect(parseSpotifyLink(`spotify:${kind}:${ID}`), kind).toEqual({ ok: true, link })
      expect(parseSpotifyLink(`https://open.spotify.com/${kind}/${ID}`), kind).toEqual({ ok: true, link })
    }
  })

  it('reads the forms people share', () => {
    const album = { ok: true, link: { kind: 'album', id: ID, uri: `spotify:album:${ID}` } }
    const playlist = { ok: true, link: { kind: 'playlist', id: ID, uri: `spotify:playlist:${ID}` } }
    const cases: [string, unknown][] = [
      [`https://open.spotify.com/album/${ID}?si=a1B2c3D4e5F6g7H8`, album],
      [`https://open.spotify.com/intl-de/album/${ID}`, album],
      [`https://open.spotify.com/intl-pt-br/album/${ID}?si=xyz&utm_source=copy-link`, album],
      [`https://open.spotify.com/album/${ID}/`, album],
      [`https://open.spotify.com/album/${ID}#anchor`, album],
      [`http://open.spotify.com/album/${ID}`, album],
      [`open.spotify.com/album/${ID}`, album],
      [`HTTPS://OPEN.SPOTIFY.COM/album/${ID}`, album],
      [`https://open.spotify.com/embed/album/${ID}`, album],
      [`  spotify:album:${ID}\n`, album],
      [`spotify:Album:${ID}`, album],
      [`spotify:user:someone:playlist:${ID}`, playlist],
      [`https://open.spotify.com/user/someone/playlist/${ID}`, playlist],
    ]
    for (const [text, expected] of cases) expect(parseSpotifyLink(text), text).toEqual(expected)
  })

  it('refuses what is not a link to one item, in one sentence a listener understands', () => {
    const not = 'That is not a link to a Spotify track, album, playlist, artist, show or episode.'
    const cases: [string, string][] = [
      ['', 'No link was given: paste a Spotify link such as https://open.spotify.com/album/….'],
      ['   ', 'No link was given: paste a Spotify link such as https://open.spotify.com/album/….'],
      ['kind of blue', not],
      [`https://example.com/album/${ID}`, not],
      [`https://open.spotify.com.evil.example/album/${ID}`, not],
      [`https://user@open.spotify.com/album/${ID}`, not],
      [`https://open.spotify.com:8443/album/${ID}`, not],
      [`ftp://open.spotify.com/album/${ID}`, not],
      [`https://spotify.com/album/${ID}`, not],
      ['spotify:', not],
      ['spotify:album', not],
      ['spotify:album:', not],
      [`spotify:album:${ID}:extra`, not],
      [`spotify:user:${ID}`, not],
      [`spotify:audiobook:${ID}`, not],
      // It said "“short” is not a Spotify id (22 letters and digits)".
      ['spotify:album:short', not],
      [`spotify:album:${ID}x`, not],
      [`spotify:album:${ID.slice(0, 21)}-`, not],
      [
        'https://open.spotify.com/',
        'That is Spotify’s home page, not a link to a track, album, playlist, artist, show or episode.',
      ],
      [
        'https://open.spotify.com/intl-de/',
        'That is Spotify’s home page, not a link to a track, album, playlist, artist, show or episode.',
      ],
      ['https://open.spotify.com/album', not],
      [`https://open.spotify.com/album/${ID}/tracks`, not],
      [`https://open.spotify.com/genre/${ID}`, not],
      [`https://open.spotify.com/album/${ID.slice(1)}`, not],
      [`https://open.spotify.com/intl-deutsch/album/${ID}`, not],
    ]
    for (const [text, reason] of cases) {
      const parsed = parseSpotifyLink(text)
      expect(parsed.ok, text).toBe(false)
      if (!parsed.ok) expect(parsed.reason, text).toBe(reason)
    }
  })

  it('tells a link meant as one from words to search for', () => {
    expect(looksLikeSpotifyLink(`spotify:album:${ID}`)).toBe(true)
    expect(looksLikeSpotifyLink('spotify:album:oops')).toBe(true)
    expect(looksLikeSpotifyLink(' https://open.spotify.com/album/x ')).toBe(true)
    expect(looksLikeSpotifyLink('spotify')).toBe(false)
    expect(looksLikeSpotifyLink('spotify wrapped')).toBe(false)
    expect(looksLikeSpotifyLink('https://example.com/spotify:album')).toBe(false)
  })

  it('answers links the bridge schema accepts; the schema refuses a URI of another item', () => {
    const parsed = parseSpotifyLink(`https://open.spotify.com/intl-fr/track/${ID}?si=1`)
    expect(parsed.ok && linkSchemas().SpotifyLinkSchema.parse(parsed.link)).toEqual({
      kind: 'track',
      id: ID,
      uri: `spotify:track:${ID}`,
    })
    expect(
      linkSchemas().SpotifyLinkSchema.safeParse({ kind: 'album', id: ID, uri: `spotify:track:${ID}` })
        .success,
    ).toBe(false)
  })
})
