import {
  repeatStates,
  type CurrentlyPlaying,
  type Device,
  type PlaybackState,
  type Queue,
  type RecentlyPlayed,
  type RepeatState,
} from '../models'
import { cursorPages } from '../paging'
import { Rules } from '../rules'
import type { CallOptions } from '../transport'
import { jsonBody } from '../wire'
import type { MarketParams } from './albums'
import { limits, type ResourceContext } from './context'
import { uriKind } from '../../../../contract'

/** Every command takes an optional device; the user's active device is the target without one. */
export interface DeviceParam {
  deviceId?: string
}

export type PlayOffset = { position: number } | { uri: string }

export interface PlayParams extends DeviceParam {
  /** An album, artist, playlist, show or audiobook URI. */
  contextUri?: string
  /** Track and episode URIs to play instead of a context (an audiobook chapter's URI is an episode URI). */
  uris?: readonly string[]
  /** Where in an album, playlist, show or audiobook context, or in `uris`, to start. */
  offset?: PlayOffset
  /** Start this far into the first track; beyond its length the next track starts. */
  positionMs?: number
}

export interface RecentlyPlayedParams {
  /** 1–50, default 20. */
  limit?: number
  /** Unix ms: items played after it (exclusive). Not together with `before`. */
  after?: number
  /** Unix ms: items played before it (exclusive). Not together with `after`. */
  before?: number
}

/** The item types a player read says it takes besides tracks (`additional_types`). */
export type AdditionalType = 'track' | 'episode'
export const additionalTypes: readonly AdditionalType[] = ['track', 'episode']

/**
 * A player read. Without `additionalTypes` including `episode`, the service answers an episode (or chapter) on
 * the player with `item: null`, still saying `currently_playing_type: "episode"`.
 */
export interface PlayerReadParams extends MarketParams {
  additionalTypes?: readonly AdditionalType[]
}

const playableUriKinds = ['track', 'episode']
const contextUriKinds = ['album', 'artist', 'playlist', 'show', 'audiobook']
/** Contexts `offset` may point into: all but an artist's. */
const offsetContextKinds = ['album', 'playlist', 'show', 'audiobook']

function readRules(operation: string, params: PlayerReadParams): void {
  const rules = new Rules(operation)
  rules.market(params.market)
  const types = params.additionalTypes
  if (types === undefined) return
  rules.list('additionalTypes', types, 1, additionalTypes.length)
  types.forEach((type, index) => rules.oneOf(`additionalTypes[${index}]`, type, additionalTypes))
}

function contextKind(uri: string | undefined): string | undefined {
  return uriKind(uri) ?? undefined
}

/** `offset` goes with an album, playlist, show or audiobook context, or with uris, and says one thing. */
function offsetRules(rules: Rules, params: PlayParams): void {
  const offset = params.offset
  if (offset === undefined) return
  const kind = contextKind(params.contextUri)
  if (params.uris === undefined && !offsetContextKinds.includes(kind ?? '')) {
    rules.fail(
      'offset',
      'is only allowed with an album, playlist, show or audiobook contextUri, or with uris',
    )
  }
  const hasPosition = typeof offset === 'object' && offset !== null && 'position' in offset
  const hasUri = typeof offset === 'object' && offset !== null && 'uri' in offset
  if (hasPosition === hasUri) rules.fail('offset', 'must have exactly one of position or uri')
  if ('position' in offset) rules.integer('offset.position', offset.position, 0)
  else rules.uri('offset.uri', offset.uri, playableUriKinds)
}

export function createPlayerApi({ transport }: ResourceContext) {
  /** A command without a body: PUT or POST with `device_id` and maybe one more query parameter. */
  const command: SendCommand = async (operation, rules, params, query, options) => {
    rules.id('deviceId', params.deviceId)
    await transport.send(
      { operation, query: { ...query, device_id: params.deviceId }, expect: 'none' },
      options,
    )
  }

  /** What plays now, or undefined when nothing does (204). */
  const readPlayer = async <T>(
    operation: 'player.getPlaybackState' | 'player.getCurrentlyPlaying',
    params: PlayerReadParams,
    options?: CallOptions,
  ): Promise<T | undefined> => {
    readRules(operation, params)
    return transport.send(
      {
        operation,
        query: { market: params.market, additional_types: params.additionalTypes },
        market: params.market,
        expect: 'optional-json',
      },
      options,
    )
  }

  const api = {
    /** GET /me/player: undefined when nothing is active (204); episodes only with `additionalTypes`. */
    getPlaybackState: (params: PlayerReadParams = {}, options?: CallOptions) =>
      readPlayer<PlaybackState>('player.getPlaybackState', params, options),

    /** GET /me/player/devices. */
    async getDevices(options?: CallOptions): Promise<Device[]> {
      const response = await transport.send<{ devices: Device[] }>(
        { operation: 'player.getDevices', expect: 'json' },
        options,
      )
      return response.devices
    },

    /** GET /me/player/currently-playing: undefined when nothing plays (204); episodes only with `additionalTypes`. */
    getCurrentlyPlaying: (params: PlayerReadParams = {}, options?: CallOptions) =>
      readPlayer<CurrentlyPlaying>('player.getCurrentlyPlaying', params, options),

    /** GET /me/player/recently-played: newest first; `after` and `before` never together. */
    async getRecentlyPlayed(
      params: RecentlyPlayedParams = {},
      options?: CallOptions,
    ): Promise<RecentlyPlayed> {
      const rules = new Rules('player.getRecentlyPlayed')
      rules.limit(params.limit, limits.pageLimit)
      rules.integer('after', params.after, 0)
      rules.integer('before', params.before, 0)
      rules.notTogether('after', params.after, 'before', params.before)
      return transport.send(
        {
          operation: 'player.getRecentlyPlayed',
          query: { limit: params.limit, after: params.after, before: params.before },
          expect: 'json',
        },
        options,
      )
    },

    /** Every page of the history, newest first, moving back by the `before` cursor. */
    iterateRecentlyPlayed(
      params: Omit<RecentlyPlayedParams, 'after'> = {},
      options?: CallOptions,
    ): AsyncGenerator<RecentlyPlayed, void, undefined> {
      return cursorPages(
        (before) =>
          api.getRecentlyPlayed(
            { ...params, ...(before !== undefined ? { before: Number(before) } : {}) },
            options,
          ),
        'before',
        'player.getRecentlyPlayed',
        options?.signal,
      )
    },

    ...playerControlApi(transport, command),
  }
  return api
}

/** Playback control: play, pause, skip, seek, repeat, volume, shuffle, transfer; the queue. */
function playerControlApi(transport: ResourceContext['transport'], command: SendCommand) {
  return {
    /** PUT /me/player/play: starts a context or tracks; with no parameters, resumes. */
    async play(params: PlayParams = {}, options?: CallOptions): Promise<void> {
      const rules = new Rules('player.play')
      rules.id('deviceId', params.deviceId)
      rules.uri('contextUri', params.contextUri, contextUriKinds)
      rules.uriList('uris', params.uris, playableUriKinds, 1, Infinity)
      rules.notTogether('contextUri', params.contextUri, 'uris', params.uris)
      rules.integer('positionMs', params.positionMs, 0)
      offsetRules(rules, params)
      await transport.send(
        {
          operation: 'player.play',
          query: { device_id: params.deviceId },
          body: jsonBody({
            context_uri: params.contextUri,
            uris: params.uris ? [...params.uris] : undefined,
            offset: params.offset,
            position_ms: params.positionMs,
          }),
          expect: 'none',
        },
        options,
      )
    },

    /** PUT /me/player/pause. */
    pause: (params: DeviceParam = {}, options?: CallOptions) =>
      command('player.pause', new Rules('player.pause'), params, {}, options),

    /** POST /me/player/next. */
    skipToNext: (params: DeviceParam = {}, options?: CallOptions) =>
      command('player.skipToNext', new Rules('player.skipToNext'), params, {}, options),

    /** POST /me/player/previous (restarts the track when it has played for a few seconds). */
    skipToPrevious: (params: DeviceParam = {}, options?: CallOptions) =>
      command('player.skipToPrevious', new Rules('player.skipToPrevious'), params, {}, options),

    /** PUT /me/player/seek: `positionMs` ≥ 0; beyond the track's length the next track starts. */
    async seek(positionMs: number, params: DeviceParam = {}, options?: CallOptions): Promise<void> {
      const rules = new Rules('player.seek')
      rules.required('positionMs', positionMs)
      rules.integer('positionMs', positionMs, 0)
      await command('player.seek', rules, params, { position_ms: positionMs }, options)
    },

    /** PUT /me/player/repeat: `track` repeats the track, `context` the context, `off` stops repeating. */
    async setRepeat(state: RepeatState, params: DeviceParam = {}, options?: CallOptions): Promise<void> {
      const rules = new Rules('player.setRepeat')
      rules.required('state', state)
      rules.oneOf('state', state, repeatStates)
      await command('player.setRepeat', rules, params, { state }, options)
    },

    /** PUT /me/player/volume: an integer 0–100. */
    async setVolume(volumePercent: number, params: DeviceParam = {}, options?: CallOptions): Promise<void> {
      const rules = new Rules('player.setVolume')
      rules.required('volumePercent', volumePercent)
      rules.integer('volumePercent', volumePercent, 0, limits.volumeMax)
      await command('player.setVolume', rules, params, { volume_percent: volumePercent }, options)
    },

    /** PUT /me/player/shuffle. */
    async setShuffle(state: boolean, params: DeviceParam = {}, options?: CallOptions): Promise<void> {
      const rules = new Rules('player.setShuffle')
      rules.required('state', state)
      rules.boolean('state', state)
      await command('player.setShuffle', rules, params, { state }, options)
    },

    /**
     * PUT /me/player: makes the one device in `deviceIds` the target. `play` true ensures playback there;
     * false or absent keeps the current state.
     */
    async transferPlayback(
      deviceIds: readonly string[],
      params: { play?: boolean } = {},
      options?: CallOptions,
    ): Promise<void> {
      const rules = new Rules('player.transferPlayback')
      rules.required('deviceIds', deviceIds)
      if (!Array.isArray(deviceIds) || deviceIds.length !== 1) {
        rules.fail(
          'deviceIds',
          `must hold exactly one device id (got ${Array.isArray(deviceIds) ? deviceIds.length : 'no list'})`,
        )
      }
      rules.idList('deviceIds', deviceIds, 1)
      rules.boolean('play', params.play)
      await transport.send(
        {
          operation: 'player.transferPlayback',
          body: jsonBody({ device_ids: [...deviceIds], play: params.play }),
          expect: 'none',
        },
        options,
      )
    },

    /** GET /me/player/queue: what plays now and next. */
    async getQueue(options?: CallOptions): Promise<Queue> {
      return transport.send({ operation: 'player.getQueue', expect: 'json' }, options)
    },

    /** POST /me/player/queue: queues a track (or episode) to play before the context continues. */
    async addToQueue(uri: string, params: DeviceParam = {}, options?: CallOptions): Promise<void> {
      const rules = new Rules('player.addToQueue')
      rules.required('uri', uri)
      rules.uri('uri', uri, playableUriKinds)
      await command('player.addToQueue', rules, params, { uri }, options)
    },
  }
}

export type PlayerApi = ReturnType<typeof createPlayerApi>

/** A command without a body, sent by createPlayerApi's `command`. */
type SendCommand = (
  operation:
    | 'player.pause'
    | 'player.skipToNext'
    | 'player.skipToPrevious'
    | 'player.seek'
    | 'player.setRepeat'
    | 'player.setVolume'
    | 'player.setShuffle'
    | 'player.addToQueue',
  rules: Rules,
  params: DeviceParam,
  query: Record<string, string | number | boolean>,
  options?: CallOptions,
) => Promise<void>
