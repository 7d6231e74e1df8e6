import { readInBatches } from '../batches'
import type { AudioAnalysis, AudioFeatures } from '../models'
import { Rules } from '../rules'
import type { CallOptions } from '../transport'
import { limits, type ResourceContext } from './context'

export function createAudioApi({ transport }: ResourceContext) {
  const api = {
    /** GET /audio-features/{id}. */
    async getAudioFeatures(trackId: string, options?: CallOptions): Promise<AudioFeatures> {
      const rules = new Rules('audio.getAudioFeatures')
      rules.requiredId('trackId', trackId)
      return transport.send(
        { operation: 'audio.getAudioFeatures', pathParams: { track_id: trackId }, expect: 'json' },
        options,
      )
    },

    /** GET /audio-features: at most 100 ids; an unknown id gives null in its place. */
    async getSeveralAudioFeatures(
      ids: readonly string[],
      options?: CallOptions,
    ): Promise<(AudioFeatures | null)[]> {
      const rules = new Rules('audio.getSeveralAudioFeatures')
      rules.required('ids', ids)
      rules.idList('ids', ids, limits.audioFeaturesByIds)
      const response = await transport.send<{ audio_features: (AudioFeatures | null)[] }>(
        { operation: 'audio.getSeveralAudioFeatures', query: { ids }, expect: 'json' },
        options,
      )
      return response.audio_features
    },

    /** Audio features of any number of tracks, in requests of 100 sent together, in the order of `ids`. */
    async getAudioFeaturesInBatches(
      ids: readonly string[],
      options?: CallOptions,
    ): Promise<(AudioFeatures | null)[]> {
      return readInBatches('audio.getAudioFeaturesInBatches', ids, limits.audioFeaturesByIds, (part) =>
        api.getSeveralAudioFeatures(part, options),
      )
    },

    /** GET /audio-analysis/{id}: bars, beats, sections, segments and tatums. */
    async getAudioAnalysis(trackId: string, options?: CallOptions): Promise<AudioAnalysis> {
      const rules = new Rules('audio.getAudioAnalysis')
      rules.requiredId('trackId', trackId)
      return transport.send(
        { operation: 'audio.getAudioAnalysis', pathParams: { track_id: trackId }, expect: 'json' },
        options,
      )
    },
  }
  return api
}

export type AudioApi = ReturnType<typeof createAudioApi>
