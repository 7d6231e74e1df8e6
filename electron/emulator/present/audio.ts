import type { TrackRecord } from '../catalog/catalog-types'
import { createRandom } from '../random/prng'
import type { PresentContext } from './present-context'

export function presentAudioFeatures(ctx: PresentContext, track: TrackRecord) {
  const f = track.features
  return {
    acousticness: f.acousticness,
    analysis_url: ctx.urls.href('audio-analysis', track.id),
    danceability: f.danceability,
    duration_ms: track.durationMs,
    energy: f.energy,
    id: track.id,
    instrumentalness: f.instrumentalness,
    key: f.key,
    liveness: f.liveness,
    loudness: f.loudness,
    mode: f.mode,
    speechiness: f.speechiness,
    tempo: f.tempo,
    time_signature: f.time_signature,
    track_href: ctx.urls.href('tracks', track.id),
    type: 'audio_features' as const,
    uri: `spotify:track:${track.id}`,
    valence: f.valence,
  }
}

const r5 = (n: number) => Math.round(n * 100_000) / 100_000

/**
 * A plausible audio analysis, generated on request (never stored) from the track's id and features: beats at
 * the track's tempo, bars per its time signature, tatums at half beats, sections and timbre segments.
 */
export function presentAudioAnalysis(track: TrackRecord, analysedAtMs: number) {
  const random = createRandom(`analysis/${track.id}`)
  const f = track.features
  const duration = track.durationMs / 1000
  const beat = 60 / f.tempo
  const confidence = () => r5(random.next())
  const intervals = (step: number, from = 0) => {
    const list: { start: number; duration: number; confidence: number }[] = []
    for (let start = from; start + step <= duration; start += step) {
      list.push({ start: r5(start), duration: r5(step), confidence: confidence() })
    }
    return list
  }
  const sectionCount = Math.max(2, Math.round(duration / 30))
  const sectionLength = duration / sectionCount
  const sections = Array.from({ length: sectionCount }, (_, i) => ({
    start: r5(i * sectionLength),
    duration: r5(sectionLength),
    confidence: confidence(),
    loudness: r5(f.loudness + random.around(0, 3, -6, 6)),
    tempo: r5(f.tempo + random.around(0, 2, -4, 4)),
    tempo_confidence: confidence(),
    key: f.key,
    key_confidence: confidence(),
    mode: f.mode,
    mode_confidence: confidence(),
    time_signature: f.time_signature,
    time_signature_confidence: confidence(),
  }))
  const segments: Record<string, unknown>[] = []
  for (let start = 0; start < duration;) {
    const length = Math.min(duration - start, 0.2 + random.next() * 0.7)
    const peak = f.loudness + random.around(0, 6, -20, 0)
    segments.push({
      start: r5(start),
      duration: r5(length),
      confidence: confidence(),
      loudness_start: r5(peak - 10 * random.next()),
      loudness_max: r5(peak),
      loudness_max_time: r5(length * random.next()),
      loudness_end: r5(peak - 15 * random.next()),
      pitches: Array.from({ length: 12 }, () => r5(random.next())),
      timbre: Array.from({ length: 12 }, () => r5(random.around(0, 60, -200, 200))),
    })
    start += length
  }
  return {
    meta: {
      analyzer_version: '4.0.0',
      platform: 'Linux',
      detailed_status: 'OK',
      status_code: 0,
      timestamp: Math.floor(analysedAtMs / 1000),
      analysis_time: r5(1 + random.next() * 5),
      input_process: 'libvorbisfile L+R 44100->22050',
    },
    track: {
      num_samples: Math.round(duration * 22_050),
      duration: r5(duration),
      sample_md5: '',
      offset_seconds: 0,
      window_seconds: 0,
      analysis_sample_rate: 22_050,
      analysis_channels: 1,
      end_of_fade_in: r5(random.next() * 2),
      start_of_fade_out: r5(duration - random.next() * 8),
      loudness: f.loudness,
      tempo: f.tempo,
      tempo_confidence: confidence(),
      time_signature: f.time_signature,
      time_signature_confidence: confidence(),
      key: f.key,
      key_confidence: confidence(),
      mode: f.mode,
      mode_confidence: confidence(),
      codestring: '',
      code_version: 3.15,
      echoprintstring: '',
      echoprint_version: 4.12,
      synchstring: '',
      synch_version: 1,
      rhythmstring: '',
      rhythm_version: 1,
    },
    bars: intervals(beat * f.time_signature),
    beats: intervals(beat),
    sections,
    segments,
    tatums: intervals(beat / 2),
  }
}
