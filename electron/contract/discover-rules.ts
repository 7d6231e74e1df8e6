/**
 * The values and pure rules of Discover (home, browse, radio, a track's sound) with no schema library, so the
 * page can use them: the top items' time ranges, the browse locales, the radio's seed limit and its tunable
 * audio attributes (range, step, words), and a key and mode in words.
 */

import type { TuningBounds } from './discover'

/** `short_term` about 4 weeks, `medium_term` about 6 months, `long_term` several years (all time). */
export const topRanges = ['short_term', 'medium_term', 'long_term'] as const
export type TopRange = (typeof topRanges)[number]
export const topRangeLabels: Readonly<Record<TopRange, string>> = {
  short_term: '4 weeks',
  medium_term: '6 months',
  long_term: 'All time',
}

/** Locales offered in Settings for browse strings (`''` there means the system's). */
export const browseLocales = [
  'en_US',
  'en_GB',
  'es_ES',
  'es_MX',
  'fr_FR',
  'de_DE',
  'sv_SE',
  'pt_BR',
  'it_IT',
  'nl_NL',
  'ja_JP',
] as const
export const BROWSE_LOCALE_PATTERN = /^[a-z]{2}_[A-Z]{2}$/

/**
 * A BCP 47 tag (`sv-SE`, `en`, `de-DE-u-co-phonebk`) as the service's locale (`sv_SE`), or null when it names no
 * country and no country can be guessed. A bare language gets the country it is most spoken in among ours.
 */
export function localeOfTag(tag: string | undefined | null): string | null {
  const match = /^([a-zA-Z]{2})(?:[-_](?:[A-Za-z]{4}[-_])?([a-zA-Z]{2}))?(?:[-_]|$)/.exec(tag ?? '')
  if (!match) return null
  const language = match[1]!.toLowerCase()
  const country = match[2]?.toUpperCase()
  if (country) return `${language}_${country}`
  return browseLocales.find((locale) => locale.startsWith(`${language}_`)) ?? null
}

/** The most seeds (tracks, artists and genres together) one radio takes. */
export const RADIO_SEEDS_MAX = 5
export const RADIO_LIMIT_MAX = 100
export const radioSeedKinds = ['track', 'artist', 'genre'] as const
export type RadioSeedKind = (typeof radioSeedKinds)[number]

export const pitchClasses = ['C', 'C♯', 'D', 'D♯', 'E', 'F', 'F♯', 'G', 'G♯', 'A', 'A♯', 'B'] as const

/** `C♯ major`, `A minor`; "No key detected" for the service's -1. */
export function keyWords(key: number, mode?: number | null): string {
  const name = pitchClasses[key]
  if (!name) return 'No key detected'
  if (mode === 1) return `${name} major`
  if (mode === 0) return `${name} minor`
  return name
}

export const tunableNames = [
  'acousticness',
  'danceability',
  'energy',
  'instrumentalness',
  'liveness',
  'loudness',
  'popularity',
  'speechiness',
  'tempo',
  'valence',
  'durationMs',
  'key',
  'mode',
  'timeSignature',
] as const
export type TunableName = (typeof tunableNames)[number]

export interface Tunable {
  name: TunableName
  label: string
  /** One line that says what it measures. */
  explanation: string
  min: number
  max: number
  step: number
  /** Where a new target starts. */
  initial: number
  /** A value in words (`0.42`, `-8 dB`, `128 BPM`, `3:30`, `A`, `major`). */
  format(value: number): string
}

const ratio = (value: number) => value.toFixed(2)
const clock = (ms: number) => {
  const seconds = Math.round(ms / 1000)
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** A slider's range, its step, where a new target starts and how a value is said. */
type Scale = Omit<Tunable, 'name' | 'label' | 'explanation'>
/** The scale of most attributes: a confidence or measure from 0 to 1. */
const fraction = (initial: number): Scale => ({ min: 0, max: 1, step: 0.01, initial, format: ratio })
/** A scale of whole steps (`step` apart). */
const steps = (min: number, max: number, initial: number, format: Scale['format'], step = 1): Scale => ({
  min,
  max,
  step,
  initial,
  format,
})
const tunable = (name: TunableName, label: string, explanation: string, scale: Scale): Tunable => ({
  name,
  label,
  explanation,
  ...scale,
})

/** The tunable audio attributes of a radio, each with the range its sliders cover. */
export const tunables: readonly Tunable[] = [
  tunable(
    'acousticness',
    'Acousticness',
    'How sure it is that the track is acoustic (1) rather than electric or electronic (0).',
    fraction(0.5),
  ),
  tunable(
    'danceability',
    'Danceability',
    'How suitable for dancing: tempo, rhythm stability, beat strength and regularity.',
    fraction(0.5),
  ),
  tunable(
    'energy',
    'Energy',
    'Intensity and activity: fast, loud and noisy is high; a prelude is low.',
    fraction(0.5),
  ),
  tunable(
    'instrumentalness',
    'Instrumentalness',
    'How likely the track has no vocals; above 0.5 it is probably instrumental.',
    fraction(0.5),
  ),
  tunable(
    'liveness',
    'Liveness',
    'How likely an audience is in the recording; above 0.8 it is probably live.',
    fraction(0.2),
  ),
  tunable(
    'loudness',
    'Loudness',
    'Average loudness of the whole track in decibels, usually between -60 and 0 dB.',
    steps(-60, 0, -8, (value) => `${Math.round(value)} dB`),
  ),
  tunable(
    'popularity',
    'Popularity',
    'How much the track is played now, from 0 to 100.',
    steps(0, 100, 50, (value) => String(Math.round(value))),
  ),
  tunable(
    'speechiness',
    'Speechiness',
    'Spoken words: above 0.66 mostly speech, 0.33–0.66 music with speech such as rap.',
    fraction(0.1),
  ),
  tunable(
    'tempo',
    'Tempo',
    'The estimated speed in beats per minute.',
    steps(40, 220, 120, (value) => `${Math.round(value)} BPM`),
  ),
  tunable(
    'valence',
    'Valence',
    'Musical positiveness: high sounds happy and cheerful, low sad or angry.',
    fraction(0.5),
  ),
  tunable('durationMs', 'Duration', 'How long the track is.', steps(30_000, 900_000, 210_000, clock, 5_000)),
  tunable(
    'key',
    'Key',
    'The key the track is in, as a pitch class (C, C♯, D, …).',
    steps(0, 11, 0, (value) => pitchClasses[value] ?? '?'),
  ),
  tunable(
    'mode',
    'Mode',
    'Major (1) or minor (0): the kind of scale its melody comes from.',
    steps(0, 1, 1, (value) => (value >= 1 ? 'major' : 'minor')),
  ),
  tunable(
    'timeSignature',
    'Time signature',
    'How many beats are in each bar, from 3/4 to 7/4.',
    steps(3, 7, 4, (value) => `${Math.round(value)}/4`),
  ),
]

/**
 * Moves one of an attribute's three sliders and keeps the order minimum ≤ target ≤ maximum: a minimum moved
 * past the target (or the maximum) pushes them along, a maximum moved below pulls them along, a target moved
 * outside its bounds carries the bound with it. A bound back at its slider's end is left out (not sent).
 */
export function retune(
  tunable: Pick<Tunable, 'min' | 'max'>,
  bounds: TuningBounds,
  bound: 'min' | 'target' | 'max',
  raw: number,
): TuningBounds {
  const value = Math.min(tunable.max, Math.max(tunable.min, raw))
  let min = bounds.min ?? tunable.min
  let max = bounds.max ?? tunable.max
  let target = bounds.target
  if (bound === 'min') {
    min = value
    max = Math.max(max, value)
    if (target !== undefined) target = Math.max(target, value)
  } else if (bound === 'max') {
    max = value
    min = Math.min(min, value)
    if (target !== undefined) target = Math.min(target, value)
  } else {
    target = value
    min = Math.min(min, value)
    max = Math.max(max, value)
  }
  return {
    ...(min > tunable.min ? { min } : {}),
    ...(target !== undefined ? { target } : {}),
    ...(max < tunable.max ? { max } : {}),
  }
}

export function tunableOf(name: TunableName): Tunable {
  return tunables.find((tunable) => tunable.name === name)!
}

/** The 0–1 audio features a chart can put on one scale. */
export const unitFeatures = [
  'acousticness',
  'danceability',
  'energy',
  'instrumentalness',
  'liveness',
  'speechiness',
  'valence',
] as const
export type UnitFeature = (typeof unitFeatures)[number]
