import { createRandom } from '../random/prng'
import { fillPattern } from './spoken-names'
import type { AudiobookRecord, ChapterRecord, EpisodeRecord, ShowRecord } from './spoken-types'
import { SHOW_TOPICS } from './spoken-words'

/**
 * Descriptions of shows, episodes, audiobooks and chapters, written when an object is presented rather than
 * kept in the catalog: the same id always gives the same words. `text` is the plain `description` (the
 * service strips tags from it), `html` the `html_description`, where links are anchors and the plain text's
 * `<`, `>` and `&` are escaped.
 */
export interface SpokenText {
  text: string
  html: string
}

/** Where show notes link to: example.com is reserved for examples, so these never reach anyone's site. */
const NOTES_ORIGIN = 'https://example.com'

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** Paragraphs of plain text, each maybe ending in a link: the html wraps them in `<p>` and links in `<a>`. */
function written(paragraphs: readonly { text: string; link?: string }[]): SpokenText {
  const text = paragraphs.map((p) => (p.link ? `${p.text} ${p.link}` : p.text)).join('\n\n')
  const html = paragraphs
    .map((p) => {
      const link = p.link ? ` <a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a>` : ''
      return `<p>${escapeHtml(p.text)}${link}</p>`
    })
    .join('')
  return { text, html }
}

const topicOf = (show: ShowRecord) => SHOW_TOPICS.find((entry) => entry.topic === show.topic)

export function showText(show: ShowRecord): SpokenText {
  const random = createRandom(`show-text/${show.id}`)
  const [first, second] = random.sample(topicOf(show)?.subjects ?? [], 2)
  return written([
    {
      text: `${show.name} is a show about ${show.topic}, from ${show.publisher}. Every episode: ${first}, ${second} and what comes next.`,
    },
    {
      text: 'Follow the show to hear new episodes first. Show notes and transcripts:',
      link: `${NOTES_ORIGIN}/${slug(show.name)}`,
    },
  ])
}

/**
 * The newest episode of the catalog's first show has notes that look like markup (`<b>`, `&`, `<3`) and a
 * link with a query: a fixture for clients that must show descriptions as text and make links clickable.
 */
export function episodeText(episode: EpisodeRecord, show: ShowRecord, isFixture: boolean): SpokenText {
  const random = createRandom(`episode-text/${episode.id}`)
  const topic = topicOf(show)
  const notes = `${NOTES_ORIGIN}/${slug(show.name)}/${episode.number}`
  if (isFixture) {
    return written([
      { text: `${episode.name}. Tags like <b>this</b> stay text here, & so does <3 from the two of us.` },
      { text: 'Notes, links & the reading list:', link: `${notes}?ref=feed&t=30` },
    ])
  }
  return written([
    {
      text: fillPattern(
        random,
        `In this episode of ${show.name}: {Subject}. We talk with {First} {Last} about {Subject}, and answer your questions.`,
        topic,
      ),
    },
    { text: 'Show notes:', link: notes },
  ])
}

export function audiobookText(book: AudiobookRecord): SpokenText {
  const random = createRandom(`audiobook-text/${book.id}`)
  return written([
    {
      text: fillPattern(
        random,
        `${book.name}, by ${book.authors.join(' and ')}, read by ${book.narrators.join(' and ')}. A story of {Plural}, a {Noun} in {Place} and the {Adjective} summer that changed everything.`,
      ),
    },
    { text: `${book.edition} edition, ${book.chapterIds.length} chapters.` },
  ])
}

export function chapterText(chapter: ChapterRecord, book: AudiobookRecord): SpokenText {
  return written([{ text: `${chapter.name} of ${book.name}, by ${book.authors.join(' and ')}.` }])
}
