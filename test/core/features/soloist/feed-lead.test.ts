import { describe, expect, it } from 'vitest'
import type { Device } from '../../../../electron/contract'
import {
  feedRun,
  feedView,
  type FeedInput,
  type FeedState,
} from '../../../../electron/core/features/soloist/feed'
import {
  feedLead,
  soloistCommandOf,
  soloistDevice,
} from '../../../../electron/core/features/soloist/feed-lead'
import { encodeCommand, type SoloistEvent } from '../../../../electron/core/features/soloist/protocol'

/** Who leads the player, the feed or the Web API's rhythm, after each thing the socket and the Web API say. */

const at = Date.UTC(2026, 10, 29, 1)
const event = (value: SoloistEvent): FeedInput => ({ kind: 'event', event: value, at })
const connected: FeedInput[] = [{ kind: 'connecting' }, { kind: 'open' }]
const loggedIn = event({ type: 'auth_state', logged_in: true, is_active: true })
const track = (id: string, name: string) => ({
  uri: `spotify:track:${id}`,
  name,
  duration_ms: 200_000,
  parent: { uri: 'spotify:album:al1', name: 'Coastlines' },
  creators: [{ uri: 'spotify:artist:ar1', name: 'The Harbour' }],
})
const playing = (id = 't1', name = 'Night Drive', isActive = true) =>
  event({
    type: 'playback_state',
    status: 'playing',
    is_active: isActive,
    item: track(id, name),
    context: { uri: 'spotify:album:al1' },
    position_ms: 12_000,
    volume: 40,
  })
const queued = event({ type: 'queue_changed', items: [track('t2', 'Tide'), track('t3', 'Harbour Lights')] })

const soloist: Device = {
  id: 'dev-soloist',
  name: 'This computer (Encore)',
  type: 'Computer',
  isActive: false,
  isRestricted: false,
  volumePercent: 100,
}
const phone: Device = { ...soloist, id: 'dev-phone', name: 'Pocket Phone', type: 'Smartphone' }

const leadAfter = (inputs: FeedInput[], from?: FeedState) =>
  feedLead(feedView(feedRun(inputs, from)), soloist)

describe('who leads the player', () => {
  it('the rhythm while connecting, and until Soloist said who is logged in and what plays', () => {
    expect(leadAfter([{ kind: 'connecting' }])).toEqual({ leads: false, reason: 'no-socket' })
    expect(leadAfter(connected)).toEqual({ leads: false, reason: 'waiting' })
    expect(leadAfter([...connected, loggedIn])).toEqual({ leads: false, reason: 'waiting' })
  })

  it('the feed once playback_state says Soloist plays: one read of the player on this device', () => {
    const lead = leadAfter([...connected, loggedIn, playing()])
    expect(lead.leads).toBe(true)
    if (!lead.leads) return
    expect(lead.reading).toMatchObject({
      track: { uri: 'spotify:track:t1', name: 'Night Drive', album: { name: 'Coastlines' } },
      isPlaying: true,
      progressMs: 12_000,
      sampledAt: at,
      device: { id: 'dev-soloist', isActive: true, volumePercent: 40 },
      context: { type: 'album', uri: 'spotify:album:al1' },
    })
    // No queue_changed yet: not said, which is not "nothing next".
    expect(lead.upNext).toBeNull()
  })

  it('queue_changed gives what comes next, as tracks', () => {
    const lead = leadAfter([...connected, loggedIn, playing(), queued])
    expect(lead.leads && lead.upNext?.map((next) => next.name)).toEqual(['Tide', 'Harbour Lights'])
  })

  it('a new playback_state moves the reading on (a skip shows without a read)', () => {
    const lead = leadAfter([...connected, loggedIn, playing(), playing('t2', 'Tide')])
    expect(lead.leads && lead.reading.track?.name).toBe('Tide')
  })

  it('the rhythm the moment the socket drops, and again once a new socket has said what plays', () => {
    const dropped = feedRun([...connected, loggedIn, playing(), { kind: 'closed', reason: 'closed 1006' }])
    expect(feedLead(feedView(dropped), soloist)).toEqual({ leads: false, reason: 'no-socket' })
    expect(leadAfter([...connected, loggedIn, playing()], dropped).leads).toBe(true)
  })

  it('the rhythm when auth_state says logged out', () => {
    const lead = leadAfter([
      ...connected,
      loggedIn,
      playing(),
      event({ type: 'auth_state', logged_in: false }),
    ])
    expect(lead).toEqual({ leads: false, reason: 'logged-out' })
  })

  it('the rhythm when another device plays: said by Soloist, or by the Web API', () => {
    expect(leadAfter([...connected, loggedIn, playing(), playing('t1', 'Night Drive', false)])).toEqual({
      leads: false,
      reason: 'other-device',
    })
    expect(
      leadAfter([...connected, loggedIn, playing(), { kind: 'active-device', isSoloist: false }]),
    ).toEqual({ leads: false, reason: 'other-device' })
  })

  it('waits while the Web API has not named this Soloist among the devices (commands need its id)', () => {
    const view = feedView(feedRun([...connected, loggedIn, playing()]))
    expect(feedLead(view, null)).toEqual({ leads: false, reason: 'waiting' })
  })
})

describe("this Soloist's device", () => {
  it('is found by the name it registered in the list the Web API gave, else the device last shown', () => {
    expect(soloistDevice('This computer (Encore)', [phone, soloist], null)).toBe(soloist)
    expect(soloistDevice('This computer (Encore)', [phone], soloist)).toBe(soloist)
    expect(soloistDevice('This computer (Encore)', [phone], phone)).toBeNull()
  })
})

describe('commands over the socket', () => {
  it('maps what Soloist takes, within its bounds, to frames in the reference names', () => {
    const cases = [
      [{ kind: 'play', play: null }, [{ command: 'play' }]],
      [{ kind: 'pause' }, [{ command: 'pause' }]],
      [{ kind: 'next' }, [{ command: 'skip_next' }]],
      [{ kind: 'previous' }, [{ command: 'skip_prev' }]],
      [{ kind: 'seek', positionMs: 61_000.4 }, [{ command: 'seek', position_ms: 61_000 }]],
      [{ kind: 'volume', percent: 120 }, [{ command: 'set_volume', volume: 100 }]],
      [{ kind: 'shuffle', on: true }, [{ command: 'set_shuffle', enabled: true }]],
      // Repeat is two toggles: the one going off is sent first.
      [
        { kind: 'repeat', mode: 'track' },
        [
          { command: 'set_repeat_context', enabled: false },
          { command: 'set_repeat_track', enabled: true },
        ],
      ],
      [
        { kind: 'repeat', mode: 'context' },
        [
          { command: 'set_repeat_track', enabled: false },
          { command: 'set_repeat_context', enabled: true },
        ],
      ],
      [
        { kind: 'repeat', mode: 'off' },
        [
          { command: 'set_repeat_track', enabled: false },
          { command: 'set_repeat_context', enabled: false },
        ],
      ],
    ] as const
    for (const [command, frames] of cases) {
      const mapped = soloistCommandOf(command)
      expect(mapped).toEqual(frames.map((frame) => ({ type: 'command', ...frame })))
      for (const frame of mapped!) expect(() => encodeCommand(frame)).not.toThrow()
    }
  })

  it('leaves to the Web API playing a given album and moving playback to another device', () => {
    expect(soloistCommandOf({ kind: 'play', play: { contextUri: 'spotify:album:al1' } })).toBeNull()
    expect(soloistCommandOf({ kind: 'transfer', deviceId: 'dev-phone', play: true })).toBeNull()
  })
})
