import { describe, expect, it } from 'vitest'
import {
  encodeCommand,
  MAX_FRAME_CHARS,
  parseCommand,
  parseFrame,
  type SoloistCommand,
} from '../../../../electron/core/features/soloist/protocol'

/**
 * The wire shapes of https://developer.spotify.com/documentation/soloist/reference/websocket-api: JSON text
 * frames, a `type` on every event (`auth_state` first on connect, then `playback_state` when someone is logged
 * in), `"type": "command"` on every client message, and one entity envelope for items, contexts, queue entries,
 * parents and creators, opening with `uri`. Only the page's opening could be read (up to the envelope's `uri`);
 * the rest of each shape (`entity_type`, `decorations.identity / visual_identity / parent.entity /
 * creators[].entity / playback`, `position.position_ms`, `options`, `upcoming[].item`, the command names)
 * follows `soloist ctl trace` captures of a real Soloist published by public clients, with our own values.
 * docs/desktop.md says which parts were checked and which were not.
 */
const envelope = (kind: string, id: string, name: string, more: Record<string, unknown> = {}) => ({
  uri: `spotify:${kind}:${id}`,
  entity_type: kind,
  decorations: { identity: { name }, ...more },
})
const album = envelope('album', '4aawyAB9vmqN3uQ7FjRGTy', 'Coastlines')
const artist = envelope('artist', '0OdUWJ0sBjDrqHygGUXeCF', 'The Harbour')
const cover = (size: string, code: string) => ({ url: `https://i.scdn.co/image/ab67616d${code}aa11`, size })
const track = envelope('track', '2JRoUnfMaEYHIrWMpTbE3v', 'Night Drive', {
  visual_identity: {
    cover: [cover('small', '00004851'), cover('default', '00001e02'), cover('large', '0000b273')],
  },
  parent: { entity: album },
  creators: [{ entity: artist }],
  playback: { duration_ms: 215_000, content_ratings: [] },
})
const wire = {
  loggedOut: { type: 'auth_state', logged_in: false },
  loggedIn: { type: 'auth_state', logged_in: true, is_active: true, device_name: 'This computer (Encore)' },
  playing: {
    type: 'playback_state',
    status: 'playing',
    item: track,
    context: envelope('album', '4aawyAB9vmqN3uQ7FjRGTy', 'Coastlines'),
    position: { position_ms: 42_000, timestamp_ms: 1_795_000_000_000, speed: 1 },
    volume: 65,
    is_active: true,
    options: { shuffle: false, repeat: 'off', playback_speed: 1, modes: {} },
    available_actions: { play: {}, seek: {}, skip_next: {} },
  },
  queue: {
    type: 'queue_changed',
    previous: [{ uid: 'p0', item: envelope('track', '1aaaaaaaaaaaaaaaaaaaaa', 'Before') }],
    upcoming: [
      { uid: 'u1', source: 'queue', item: track },
      { uid: 'u2', source: 'context', item: { ...track, uri: 'spotify:track:7ouMYWpwJ422jRcDASZB7P' } },
    ],
  },
  error: { type: 'error', code: 'not_logged_in', message: 'No user is logged in' },
}

/** What Encore reads of the track above. */
const flatTrack = {
  uri: 'spotify:track:2JRoUnfMaEYHIrWMpTbE3v',
  name: 'Night Drive',
  parent: { uri: 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy', name: 'Coastlines' },
  creators: [{ uri: 'spotify:artist:0OdUWJ0sBjDrqHygGUXeCF', name: 'The Harbour' }],
  duration_ms: 215_000,
  covers: [cover('small', '00004851'), cover('default', '00001e02'), cover('large', '0000b273')],
}

const eventOf = (frame: unknown) => {
  const parsed = parseFrame(JSON.stringify(frame))
  if (parsed.kind !== 'event') throw new Error(`not read: ${JSON.stringify(parsed)}`)
  return parsed.event
}

describe('Soloist events in the reference shapes', () => {
  it('reads auth_state, with and without someone logged in', () => {
    expect(eventOf(wire.loggedOut)).toEqual({ type: 'auth_state', logged_in: false })
    expect(eventOf(wire.loggedIn)).toEqual({ type: 'auth_state', logged_in: true, is_active: true })
  })

  it('reads playback_state through the entity envelope: name, album, artists, length, covers', () => {
    expect(eventOf(wire.playing)).toEqual({
      type: 'playback_state',
      status: 'playing',
      is_active: true,
      item: flatTrack,
      context: { uri: 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy', name: 'Coastlines' },
      position_ms: 42_000,
      duration_ms: 215_000,
      shuffle: false,
      repeat: 'off',
      volume: 65,
    })
  })

  it('reads queue_changed as what comes next (upcoming), not what was played', () => {
    expect(eventOf(wire.queue)).toEqual({
      type: 'queue_changed',
      items: [flatTrack, { ...flatTrack, uri: 'spotify:track:7ouMYWpwJ422jRcDASZB7P' }],
    })
  })

  it('reads the smaller events between two whole states', () => {
    expect(eventOf({ type: 'track_changed', item: track })).toEqual({
      type: 'track_changed',
      item: flatTrack,
    })
    expect(eventOf({ type: 'playback_changed', status: 'buffering' })).toEqual({
      type: 'playback_changed',
      status: 'loading',
    })
    expect(eventOf({ type: 'position_sync', position: { position_ms: 90_500, speed: 1 } })).toEqual({
      type: 'position_sync',
      position_ms: 90_500,
    })
    expect(eventOf({ type: 'options_changed', options: { shuffle: true, repeat: 'context' } })).toEqual({
      type: 'options_changed',
      shuffle: true,
      repeat: 'context',
    })
    expect(eventOf({ type: 'volume_changed', volume: 40 })).toEqual({ type: 'volume_changed', volume: 40 })
    expect(eventOf({ type: 'device_changed', is_active: false })).toEqual({
      type: 'device_changed',
      is_active: false,
    })
    expect(eventOf(wire.error)).toEqual(wire.error)
  })

  it('takes explicit nulls, an empty context and a bare entity as "not said"', () => {
    const bare = { uri: 'spotify:track:0000000000000000000000', entity_type: 'track' }
    const nulls = {
      ...wire.playing,
      item: { ...bare, decorations: { identity: null, visual_identity: null, parent: null, playback: null } },
      context: { uri: '' },
      options: null,
      volume: null,
    }
    expect(eventOf(nulls)).toEqual({
      type: 'playback_state',
      status: 'playing',
      is_active: true,
      item: { uri: bare.uri },
      context: null,
      position_ms: 42_000,
    })
  })

  it('keeps only covers from where covers come (the CSP says the same)', () => {
    const elsewhere = {
      ...track,
      decorations: {
        ...track.decorations,
        visual_identity: {
          cover: [
            { url: 'https://evil.test/x.jpg', size: 'large' },
            { url: 'javascript:alert(1)', size: 'small' },
            { url: 'http://127.0.0.1:4567/image/album/x/300', size: 'default' },
          ],
        },
      },
    }
    const event = eventOf({ ...wire.playing, item: elsewhere })
    expect(event.type === 'playback_state' && event.item?.covers).toEqual([
      { url: 'http://127.0.0.1:4567/image/album/x/300', size: 'default' },
    ])
  })

  it('skips an event type it does not read instead of failing', () => {
    expect(parseFrame('{"type":"command_result","command":"pause"}')).toEqual({
      kind: 'other',
      type: 'command_result',
    })
  })

  it('treats names as untrusted text: control characters and escape sequences go', () => {
    const hostile = envelope('track', '2JRoUnfMaEYHIrWMpTbE3v', 'Night\u001b]0;pwned\u0007 Drive\u202e')
    const event = eventOf({ ...wire.playing, item: hostile })
    expect(event.type === 'playback_state' && event.item?.name).toBe('Night Drive')
  })

  it.each([
    ['not JSON', 'playing'],
    ['an array', '[1,2]'],
    ['no type', '{"status":"playing"}'],
    ['a URI that is not Spotify', JSON.stringify({ ...wire.playing, item: { uri: 'https://evil.test/x' } })],
    ['a negative position', JSON.stringify({ ...wire.playing, position: { position_ms: -5 } })],
    ['a volume past 100', JSON.stringify({ ...wire.playing, volume: 250 })],
    [
      'a name longer than any name',
      JSON.stringify({
        ...wire.playing,
        item: envelope('track', '2JRoUnfMaEYHIrWMpTbE3v', 'x'.repeat(5000)),
      }),
    ],
    [
      'a frame over the size bound',
      `{"type":"queue_changed","upcoming":[],"pad":"${'x'.repeat(MAX_FRAME_CHARS)}"}`,
    ],
    ['auth_state without logged_in', '{"type":"auth_state"}'],
    ['queue_changed without upcoming', '{"type":"queue_changed","items":[]}'],
  ])('refuses %s', (_label, frame) => {
    expect(parseFrame(frame).kind).toBe('refused')
  })

  it("reads a status it does not know as stopped rather than refusing the player's state", () => {
    const event = eventOf({ ...wire.playing, status: 'idle' })
    expect(event.type === 'playback_state' && event.status).toBe('stopped')
  })
})

describe('Soloist commands in the reference names', () => {
  const commands: SoloistCommand[] = [
    { type: 'command', command: 'play' },
    { type: 'command', command: 'pause' },
    { type: 'command', command: 'skip_next' },
    { type: 'command', command: 'skip_prev' },
    { type: 'command', command: 'get_state' },
    { type: 'command', command: 'seek', position_ms: 30_000 },
    { type: 'command', command: 'set_volume', volume: 40 },
    { type: 'command', command: 'set_shuffle', enabled: true },
    { type: 'command', command: 'set_repeat_context', enabled: false },
    { type: 'command', command: 'set_repeat_track', enabled: true },
  ]

  it('sends every command as a `"type": "command"` frame the other side reads back the same', () => {
    for (const command of commands) {
      const frame = encodeCommand(command)
      expect(JSON.parse(frame)).toMatchObject({ type: 'command', command: command.command })
      expect(parseCommand(frame)).toEqual(command)
    }
  })

  it('refuses to send a command outside the protocol', () => {
    expect(() => encodeCommand({ type: 'command', command: 'seek', position_ms: -1 })).toThrow()
    expect(parseCommand('{"type":"command","command":"next"}')).toBeUndefined()
    expect(parseCommand('{"type":"command","command":"format-disk"}')).toBeUndefined()
    expect(parseCommand('{"type":"command","command":"pause","extra":1}')).toBeUndefined()
  })
})
