import type { AudioFeatures, SoundTimeline } from '../../../contract'
import type { AudioAnalysis, AudioFeatures as WireFeatures } from '../../service/api'

/**
 * The service's audio features and analysis → what the page draws. The analysis drops what no picture uses
 * (pitches, timbre, tatums, confidences: most of its weight) and rounds times to milliseconds, so a ten-minute
 * track's timeline crosses the bridge as a few parallel lists of numbers.
 */

const ms = (seconds: number) => Math.round(seconds * 1000) / 1000
const tenth = (value: number) => Math.round(value * 10) / 10

export function toAudioFeatures(wire: WireFeatures): AudioFeatures {
  return {
    trackId: wire.id,
    acousticness: wire.acousticness,
    danceability: wire.danceability,
    energy: wire.energy,
    instrumentalness: wire.instrumentalness,
    liveness: wire.liveness,
    speechiness: wire.speechiness,
    valence: wire.valence,
    loudness: wire.loudness,
    tempo: wire.tempo,
    key: wire.key,
    mode: wire.mode,
    timeSignature: wire.time_signature,
    durationMs: wire.duration_ms,
  }
}

export function toTimeline(analysis: AudioAnalysis): SoundTimeline {
  const segments = analysis.segments ?? []
  const starts: number[] = new Array(segments.length)
  const loudness: number[] = new Array(segments.length)
  segments.forEach((segment, index) => {
    starts[index] = ms(segment.start)
    loudness[index] = tenth(segment.loudness_max)
  })
  const last = segments.at(-1)
  const durationS = analysis.track.duration || (last ? last.start + last.duration : 0)
  return {
    durationS: ms(durationS),
    tempo: analysis.track.tempo,
    loudness: analysis.track.loudness,
    key: analysis.track.key,
    mode: analysis.track.mode,
    timeSignature: analysis.track.time_signature,
    sections: (analysis.sections ?? []).map((section) => ({
      start: ms(section.start),
      duration: ms(section.duration),
      tempo: tenth(section.tempo),
      loudness: tenth(section.loudness),
      key: section.key,
      mode: section.mode,
      timeSignature: section.time_signature,
    })),
    segments: { starts, loudness },
    beats: (analysis.beats ?? []).map((beat) => ms(beat.start)),
    bars: (analysis.bars ?? []).map((bar) => ms(bar.start)),
  }
}
