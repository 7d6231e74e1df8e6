import type { Random } from '../random/prng'
import {
  BOOK_NAME_PATTERNS,
  PUBLISHER_SUFFIXES,
  PUBLISHING_HOUSES,
  SHOW_NAME_PATTERNS,
  type SHOW_TOPICS,
} from './spoken-words'
import { FIRST_NAMES, LAST_NAMES } from './person-names'
import { ADJECTIVES, NOUNS, PLACES, PLURAL_NOUNS } from './word-lists'

export type ShowTopic = (typeof SHOW_TOPICS)[number]

const capitalized = (word: string) => word.slice(0, 1).toUpperCase() + word.slice(1)

/** The slots filled by a word drawn from a list. */
const SLOT_WORDS: Readonly<Record<string, readonly string[]>> = {
  Adjective: ADJECTIVES,
  Noun: NOUNS,
  Plural: PLURAL_NOUNS,
  Place: PLACES,
  First: FIRST_NAMES,
  Last: LAST_NAMES,
}

/** Fills `{Adjective}`, `{Noun}`, `{Plural}`, `{Place}`, `{First}`, `{Last}`, `{Topic}`, `{Subject}` by drawing. */
export function fillPattern(random: Random, pattern: string, topic?: ShowTopic): string {
  return pattern.replace(/\{(\w+)\}/g, (_, slot: string) => {
    const words = SLOT_WORDS[slot]
    if (words) return random.pick(words)
    if (slot === 'Topic') return capitalized(topic?.topic ?? 'Stories')
    if (slot === 'Subject') return topic ? random.pick(topic.subjects) : random.pick(PLURAL_NOUNS)
    return slot
  })
}

export const personName = (random: Random): string => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`

export const showName = (random: Random, topic: ShowTopic): string =>
  fillPattern(random, random.pick(SHOW_NAME_PATTERNS), topic)

/** A person's own label, or a small network. */
export const publisherName = (random: Random): string =>
  random.chance(0.4)
    ? `${random.pick(LAST_NAMES)} ${random.pick(PUBLISHER_SUFFIXES)}`
    : `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} ${random.pick(PUBLISHER_SUFFIXES)}`

const EPISODE_PATTERNS = [
  '{Subject}',
  'Why {Subject} Matter',
  'The Truth About {Subject}',
  'Ask Us Anything: {Subject}',
  '{Subject} with {First} {Last}',
  'Live from {Place}',
  'What We Got Wrong About {Subject}',
  '{Subject}, Revisited',
] as const

/** How a show numbers its episodes: not at all, `#12 …` or `Ep. 12: …`. */
export type NumberingStyle = 'none' | 'hash' | 'ep'

export function episodeName(random: Random, topic: ShowTopic, style: NumberingStyle, number: number): string {
  const title = fillPattern(random, random.pick(EPISODE_PATTERNS), topic)
  return style === 'hash' ? `#${number} ${title}` : style === 'ep' ? `Ep. ${number}: ${title}` : title
}

export const bookName = (random: Random): string => fillPattern(random, random.pick(BOOK_NAME_PATTERNS))

export const publishingHouse = (random: Random): string => random.pick(PUBLISHING_HOUSES)

/** `Chapter 3`, or `3. The Hidden Harbor` for books with titled chapters. */
export function chapterName(random: Random, number: number, titled: boolean): string {
  return titled ? `${number}. ${fillPattern(random, 'The {Adjective} {Noun}')}` : `Chapter ${number}`
}
