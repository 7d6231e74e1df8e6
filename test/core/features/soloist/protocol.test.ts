import { describe, expect, it } from 'vitest'
import {
  encodeCommand,
  MAX_FRAME_CHARS,
  parseCommand,
  parseFrame,
  type SoloistCommand,
} from '../../../../electron/core/features/soloist/protocol'

/**
 * Fixtures after https://developer.spotify.com/documentation/soloist/reference/websocket-api: JSON text frames,
 * a `type` on every event (`auth_state` first on connect, then `playback_state` when someone is logged in,
 * `queue_changed`), `"type": "command"` on every client message, one entity envelope (`uri`, `name`, `parent`,
 * `creators`) for items, contexts, queue entries, parents and creators. Only the page's opening could be read
 * when this was written: the field names past `type` and `uri` follow the page's prose and public clients, and
 * must be checked against the page's own examples (see docs/desktop.md, "Spotify Soloist").
 */
const track = {
  uri: 'spotify:track:2JRoUnfMaEYHIrWMpTbE3v',
  name: 'Night Drive',
  duration_ms: 215_000,
  parent: { uri: 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy', name: 'Coastlines' },
  creators: [{ uri: 'spotify:artist:0OdUWJ0sBjDrqHygGUXeCF', name: 'The Harbour' }],
}
const fixtures = {
  loggedOut: { type: 'auth_state', logged_in: false },
  loggedIn: { type: 'auth_state', logged_in: true, is_active: true },
  playing: {
    type: 'playback_state',
    status: 'playing',
    is_active: true,
    item: track,
    context: { uri: 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy', name: 'Coastlines' },
    position_ms: 42_000,
    duration_ms: 215_000,
    shuffle: false,
    repeat: 'off',
    volume: 65,
  },
  queue: { type: 'queue_changed', items: [track, { ...track, uri: 'spotify:track:7ouMYWpwJ422jRcDASZB7P' }] },
  error: { type: 'error', code: 'not_logged_in', message: 'No user is logged in' },
}

describe('Soloist events', () => {
  it('reads each documented event with the fields Encore uses', () => {
    for (const fixture of Object.values(fixtures)) {
      const parsed = parseFrame(JSON.stringify(fixture))
      expect(parsed, fixture.type).toEqual({ kind: 'event', event: fixture })
    }
  })

  it('keeps fields it does not name (a newer Soloist adds some)', () => {
    const parsed = parseFrame(JSON.stringify({ ...fixtures.playing, bitrate: 320 }))
    expect(parsed.kind === 'event' && (parsed.event as Record<string, unknown>).bitrate).toBe(320)
  })

  it('skips an event type it does not read instead of failing', () => {
    expect(parseFrame('{"type":"volume_changed","volume":80}')).toEqual({
      kind: 'other',
      type: 'volume_changed',
    })
  })

  it('treats names as untrusted text: control characters and escape sequences go', () => {
    const hostile = { ...track, name: 'Night\u001b]0;pwned\u0007 Drive\u202e' }
    const parsed = parseFrame(JSON.stringify({ ...fixtures.playing, item: hostile }))
    expect(parsed.kind === 'event' && parsed.event.type === 'playback_state' && parsed.event.item?.name).toBe(
      'Night Drive',
    )
  })

  it.each([
    ['not JSON', 'playing'],
    ['an array', '[1,2]'],
    ['no type', '{"status":"playing"}'],
    ['a status that is not one', JSON.stringify({ ...fixtures.playing, status: 'dancing' })],
    [
      'a URI that is not Spotify',
      JSON.stringify({ ...fixtures.playing, item: { uri: 'https://evil.test/x' } }),
    ],
    ['a negative position', JSON.stringify({ ...fixtures.playing, position_ms: -5 })],
    [
      'a name longer than any name',
      JSON.stringify({ ...fixtures.playing, item: { ...track, name: 'x'.repeat(5000) } }),
    ],
    [
      'a frame over the size bound',
      `{"type":"queue_changed","items":[],"pad":"${'x'.repeat(MAX_FRAME_CHARS)}"}`,
    ],
    ['auth_state without logged_in', '{"type":"auth_state"}'],
  ])('refuses %s', (_label, frame) => {
    expect(parseFrame(frame).kind).toBe('refused')
  })
})

describe('Soloist commands', () => {
  const commands: SoloistCommand[] = [
    { type: 'command', command: 'play' },
    { type: 'command', command: 'pause' },
    { type: 'command', command: 'next' },
    { type: 'command', command: 'previous' },
    { type: 'command', command: 'seek', position_ms: 30_000 },
    { type: 'command', command: 'volume', volume: 40 },
    { type: 'command', command: 'shuffle', enabled: true },
    { type: 'command', command: 'repeat', mode: 'track' },
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
    expect(parseCommand('{"type":"command","command":"format-disk"}')).toBeUndefined()
    expect(parseCommand('{"type":"command","command":"pause","extra":1}')).toBeUndefined()
  })
})
