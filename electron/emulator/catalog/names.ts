import type { Random } from '../random/prng'
import { ADJECTIVES, BAND_SUFFIXES, NOUNS, PLACES, PLURAL_NOUNS, VERBS } from './word-lists'
import { FIRST_NAMES, LAST_NAMES } from './person-names'

/** Name makers for artists, albums and tracks: short, pleasant, occasionally repeated as real names are. */
export function artistName(random: Random): string {
  const roll = random.next()
  if (roll < 0.45) return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`
  if (roll < 0.72) return `The ${random.pick(ADJECTIVES)} ${random.pick(PLURAL_NOUNS)}`
  if (roll < 0.87) return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} ${random.pick(BAND_SUFFIXES)}`
  if (roll < 0.95) return `${random.pick(NOUNS)} & ${random.pick(NOUNS)}`
  return `${random.pick(FIRST_NAMES)} ${random.pick(NOUNS)}`
}

export function albumName(random: Random): string {
  const roll = random.next()
  if (roll < 0.3) return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`
  if (roll < 0.45) return `${random.pick(PLURAL_NOUNS)} of ${random.pick(PLACES)}`
  if (roll < 0.58) return `${random.pick(VERBS)} ${random.pick(ADJECTIVES)}`
  if (roll < 0.7) return `The ${random.pick(NOUNS)}`
  if (roll < 0.8) return `${random.pick(PLACES)} Sessions`
  if (roll < 0.9) return `Songs from the ${random.pick(NOUNS)}`
  return `${random.pick(ADJECTIVES)} ${random.pick(PLURAL_NOUNS)}`
}

export function compilationName(random: Random, artist: string, years: string): string {
  const roll = random.next()
  if (roll < 0.35) return `The Best of ${artist}`
  if (roll < 0.6) return 'Greatest Hits'
  if (roll < 0.8) return `${random.pick(ADJECTIVES)} Years ${years}`
  return `${random.pick(NOUNS)}: A Collection`
}

export function trackName(random: Random): string {
  const roll = random.next()
  if (roll < 0.25) return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`
  if (roll < 0.4) return `${random.pick(VERBS)} ${random.pick(ADJECTIVES)} ${random.pick(PLURAL_NOUNS)}`
  if (roll < 0.52) return `${random.pick(NOUNS)} in ${random.pick(PLACES)}`
  if (roll < 0.62) return `${random.pick(VERBS)}`
  if (roll < 0.72) return `${random.pick(VERBS)} Through the ${random.pick(NOUNS)}`
  if (roll < 0.8) return `${random.pick(ADJECTIVES)} ${random.pick(PLURAL_NOUNS)}`
  if (roll < 0.88) return `Letter to ${random.pick(PLACES)}`
  if (roll < 0.94) return `${random.pick(NOUNS)} Song`
  return `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} (Reprise)`
}
