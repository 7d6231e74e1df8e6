import { describe, expect, it } from 'vitest'
import {
  audiobooksSoldIn,
  episodeProgress,
  isSpoken,
  notesParts,
  pagePathOf,
  resumeAt,
  shownLibraryKinds,
  skipTarget,
  unplayedWords,
} from '../../electron/contract'

describe('notes as plain text with their web links', () => {
  it.each([
    ['plain words', 'Just words.', [{ kind: 'text', text: 'Just words.' }]],
    [
      'markup-like text stays text',
      'Tags like <b>this</b> stay, & so does <3',
      [{ kind: 'text', text: 'Tags like <b>this</b> stay, & so does <3' }],
    ],
    [
      'a link with a query, the sentence’s full stop left outside',
      'Notes: https://example.com/a/1?ref=feed&t=30.',
      [
        { kind: 'text', text: 'Notes: ' },
        {
          kind: 'link',
          text: 'https://example.com/a/1?ref=feed&t=30',
          href: 'https://example.com/a/1?ref=feed&t=30',
        },
        { kind: 'text', text: '.' },
      ],
    ],
    [
      'http too, in brackets',
      '(see http://example.org/x)',
      [
        { kind: 'text', text: '(see ' },
        { kind: 'link', text: 'http://example.org/x', href: 'http://example.org/x' },
        { kind: 'text', text: ')' },
      ],
    ],
    [
      'no other scheme becomes a link',
      'javascript:alert(1) file:///etc/passwd mailto:a@b.c',
      [{ kind: 'text', text: 'javascript:alert(1) file:///etc/passwd mailto:a@b.c' }],
    ],
    [
      'an address with credentials stays text',
      'https://user:secret@example.com/x',
      [{ kind: 'text', text: 'https://user:secret@example.com/x' }],
    ],
    [
      'an address on this computer or by number stays text (browser mode follows links without asking)',
      'http://127.0.0.1:8080/x http://localhost/a http://[::1]/ http://0x7f000001/ http://router/ http://10.0.0.1/',
      [
        {
          kind: 'text',
          text: 'http://127.0.0.1:8080/x http://localhost/a http://[::1]/ http://0x7f000001/ http://router/ http://10.0.0.1/',
        },
      ],
    ],
    [
      'a quote ends the address, so no attribute can be opened',
      'https://example.com/"onclick=x',
      [
        { kind: 'link', text: 'https://example.com/', href: 'https://example.com/' },
        { kind: 'text', text: '"onclick=x' },
      ],
    ],
  ] as const)('%s', (_name, text, parts) => {
    expect(notesParts(text)).toEqual(parts)
  })
})

describe('spoken word on the player', () => {
  it.each([
    ['track', false],
    ['episode', true],
    ['chapter', true],
    [undefined, false],
  ] as const)('%s is spoken word: %s', (type, spoken) => expect(isSpoken(type)).toBe(spoken))

  it.each([
    ['forward', 60_000, 3_000_000, 30_000, 90_000],
    ['back past the start', 10_000, 3_000_000, -15_000, 0],
    ['forward past the end stops a second before it', 2_990_000, 3_000_000, 30_000, 2_999_000],
    ['unknown length', 5_000, 0, 30_000, 35_000],
  ])('a skip %s', (_name, position, duration, delta, target) => {
    expect(skipTarget(position, duration, delta)).toBe(target)
  })

  it.each([
    [null, { kind: 'unknown' }, 0],
    [{ fullyPlayed: true, positionMs: 0 }, { kind: 'played' }, 0],
    [{ fullyPlayed: false, positionMs: 0 }, { kind: 'new' }, 0],
    [
      { fullyPlayed: false, positionMs: 600_000 },
      { kind: 'begun', positionMs: 600_000, leftMs: 2_400_000 },
      600_000,
    ],
  ] as const)('resume point %j: %j, plays from %d', (resume, progress, from) => {
    expect(episodeProgress(resume, 3_000_000)).toEqual(progress)
    expect(resumeAt(resume)).toBe(from)
  })
})

describe('the library’s spoken tabs and pages', () => {
  it.each([
    [{ count: 4, of: 12 }, 12, '4 unplayed'],
    [{ count: 50, of: 50 }, 120, '50+ unplayed'],
    [{ count: 7, of: 7 }, 7, '7 unplayed'],
  ])('%j of %d episodes: %s', (unplayed, total, words) => {
    expect(unplayedWords(unplayed, total)).toBe(words)
  })

  it.each([
    ['US', true],
    ['gb', true],
    ['DE', false],
    [null, null],
  ] as const)('audiobooks sold in %s: %s', (country, sold) => expect(audiobooksSoldIn(country)).toBe(sold))

  it('shows Audiobooks where sold, or (country unknown) when some are saved', () => {
    expect(shownLibraryKinds(true, 0)).toContain('audiobooks')
    expect(shownLibraryKinds(false, 3)).not.toContain('audiobooks')
    expect(shownLibraryKinds(null, 0)).not.toContain('audiobooks')
    expect(shownLibraryKinds(null, 2)).toContain('audiobooks')
    expect(shownLibraryKinds(false, 0)).toEqual([
      'tracks',
      'albums',
      'playlists',
      'artists',
      'shows',
      'episodes',
    ])
  })

  it.each([
    ['spotify:show:abc', '/show/abc'],
    ['spotify:audiobook:b1', '/audiobook/b1'],
    ['spotify:artist:a1', '/artist/a1'],
    ['spotify:local:x', null],
    ['not a uri', null],
  ])('the page of %s is %s', (uri, path) => expect(pagePathOf(uri)).toBe(path))
})
