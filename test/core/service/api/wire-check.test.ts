import { describe, expect, it } from 'vitest'
import { UnexpectedResponseError } from '../../../../electron/core/service/api'
import { SimplifiedChapterSchema } from '../../../../electron/core/service/api/models/audiobook'
import { EpisodePageSchema, SimplifiedShowSchema } from '../../../../electron/core/service/api/models/show'
import { checkedWire } from '../../../../electron/core/service/api/wire-check'

const show = {
  copyrights: [],
  description: 'About things.',
  html_description: '<p>About things.</p>',
  explicit: false,
  external_urls: { spotify: 'https://open.spotify.com/show/abc' },
  href: 'https://api.example/v1/shows/abc',
  id: 'abc',
  images: [{ url: 'https://i.example/1.png', height: null, width: null }],
  is_externally_hosted: null,
  languages: ['en'],
  media_type: 'audio',
  name: 'A Show',
  type: 'show',
  uri: 'spotify:show:abc',
  total_episodes: 3,
}

const chapter = {
  chapter_number: 1,
  description: 'One.',
  html_description: '<p>One.</p>',
  duration_ms: 600_000,
  explicit: false,
  external_urls: {},
  href: 'https://api.example/v1/chapters/c1',
  id: 'c1',
  images: [],
  languages: ['en'],
  name: 'Chapter 1',
  release_date: '2020',
  release_date_precision: 'year',
  uri: 'spotify:episode:c1',
}

describe('checkedWire', () => {
  it('hands back the answer itself when it has the documented shape (a 2026 show: no publisher, no markets)', () => {
    const answer = { ...show, a_field_added_later: 1 }
    expect(checkedWire(SimplifiedShowSchema, 'shows.getShow', answer)).toBe(answer)
  })

  it('names the operation and where the answer differs', () => {
    const wrong = { ...show, images: [{ url: 'x', height: '640', width: 640 }] }
    expect(() => checkedWire(SimplifiedShowSchema, 'shows.getShow', wrong)).toThrow(UnexpectedResponseError)
    expect(() => checkedWire(SimplifiedShowSchema, 'shows.getShow', wrong)).toThrow(
      /^shows\.getShow: unexpected response from the service: images\.0\.height: /,
    )
    expect(() => checkedWire(SimplifiedShowSchema, 'shows.getShow', { ...show, type: 'album' })).toThrow(
      /type: /,
    )
    expect(() => checkedWire(SimplifiedShowSchema, 'shows.getShow', null)).toThrow(UnexpectedResponseError)
  })

  it('takes a chapter typed `episode` (the description) or `chapter` (field reports), nothing else', () => {
    expect(checkedWire(SimplifiedChapterSchema, 'x', { ...chapter, type: 'episode' })).toBeDefined()
    expect(checkedWire(SimplifiedChapterSchema, 'x', { ...chapter, type: 'chapter' })).toBeDefined()
    expect(() => checkedWire(SimplifiedChapterSchema, 'x', { ...chapter, type: 'track' })).toThrow(/type/)
  })

  it('allows null entries in a page of episodes, as the service has been seen to send', () => {
    const page = { href: 'h', items: [null], limit: 20, next: null, offset: 0, previous: null, total: 1 }
    expect(checkedWire(EpisodePageSchema, 'shows.getShowEpisodes', page)).toBe(page)
    expect(() =>
      checkedWire(EpisodePageSchema, 'shows.getShowEpisodes', { ...page, next: undefined }),
    ).toThrow(/next/)
  })
})
