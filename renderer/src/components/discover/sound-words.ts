import { keyWords, type SoundTimeline } from '@contract'
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
