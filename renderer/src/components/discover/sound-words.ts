import { pitchClasses, type SoundTimeline } from '@contract'
import { useWords } from '../../i18n'
import { clockOf } from './timeline-geometry'

/** A track's analysis in words, in the language spoken: the timeline's name and a section at the cursor. */

type Section = SoundTimeline['sections'][number]

/** "section 2 of 20: 127 BPM, -6.5 dB, C♯ major". */
export function sectionWords(section: Section, number: number, total: number): string {
  const { t } = useWords()
  return t('discover.sound.section', {
    number,
    total,
    tempo: Math.round(section.tempo),
    loudness: section.loudness.toFixed(1),
    key: keyWords(section.key, section.mode),
  })
}

const noteKeys = [
  'c',
  'cSharp',
  'd',
  'dSharp',
  'e',
  'f',
  'fSharp',
  'g',
  'gSharp',
  'a',
  'aSharp',
  'b',
] as const

/** A musical key in the language spoken (`C♯ major`, `Cis-Dur`); "No key detected" for the service's -1. */
export function keyWords(key: number, mode?: number | null): string {
  const { t } = useWords()
  const note = noteKeys[key]
  if (!note || !pitchClasses[key]) return t('app.musicKey.none')
  const name = t(`app.musicKey.note.${note}`)
  if (mode === 1) return t('app.musicKey.major', { name })
  if (mode === 0) return t('app.musicKey.minor', { name })
  return name
}

/** The timeline in one sentence, the canvas's name: its length, sections, bars and beats. */
export function timelineWords(timeline: SoundTimeline): string {
  const { t } = useWords()
  return t('discover.sound.summary', {
    length: clockOf(timeline.durationS),
    sections: timeline.sections.length,
    bars: timeline.bars.length,
    beats: timeline.beats.length,
  })
}
