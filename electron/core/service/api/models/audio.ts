export interface AudioFeatures {
  acousticness: number
  analysis_url: string
  danceability: number
  duration_ms: number
  energy: number
  id: string
  instrumentalness: number
  key: number
  liveness: number
  loudness: number
  mode: number
  speechiness: number
  tempo: number
  time_signature: number
  track_href: string
  type: 'audio_features'
  uri: string
  valence: number
}

export interface TimeInterval {
  start: number
  duration: number
  confidence: number
}

export interface AudioSection extends TimeInterval {
  loudness: number
  tempo: number
  tempo_confidence: number
  key: number
  key_confidence: number
  mode: number
  mode_confidence: number
  time_signature: number
  time_signature_confidence: number
}

export interface AudioSegment extends TimeInterval {
  loudness_start: number
  loudness_max: number
  loudness_max_time: number
  loudness_end?: number
  pitches: number[]
  timbre: number[]
}

export interface AudioAnalysis {
  meta?: Record<string, unknown>
  track: {
    num_samples?: number
    duration: number
    loudness: number
    tempo: number
    tempo_confidence?: number
    time_signature: number
    key: number
    mode: number
    [field: string]: unknown
  }
  bars: TimeInterval[]
  beats: TimeInterval[]
  sections: AudioSection[]
  segments: AudioSegment[]
  tatums: TimeInterval[]
}
