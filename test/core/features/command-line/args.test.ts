import { describe, expect, it } from 'vitest'
import { hotkeyActions, hotkeyCommands, type SpotifyLinkKind } from '../../../../electron/contract'
import { commandNames, parseCommandLine, USAGE } from '../../../../electron/core/features/command-line/args'
import type { Command } from '../../../../electron/core/features/command-line/command'
import { wireCommandOf } from '../../../../electron/core/features/command-line/player-call'
import { commandLineSchemas } from '../../../../electron/core/features/command-line/protocol-schemas'

const ID = '4aawyAB9vmqN3uQ7FjRGTy'
const link = (kind: SpotifyLinkKind) => ({ kind, id: ID, uri: `spotify:${kind}:${ID}` })
const words = (line: string) => line.split(' ')

function commandOf(argv: string[]): Command {
  const parsed = parseCommandLine(argv)
  if (!parsed.ok || 'help' in parsed) throw new Error(`not a command: ${argv.join(' ')}`)
  return parsed.invocation.command
}

function problemOf(argv: string[]): string {
  const parsed = parseCommandLine(argv)
  if (parsed.ok) throw new Error(`accepted: ${argv.join(' ')}`)
  return parsed.message
}

describe('parseCommandLine: every command', () => {
  const cases: [string[], Command][] = [
    [['play'], { name: 'play', link: null }],
    [['play', `spotify:album:${ID}`], { name: 'play', link: link('album') }],
    [['play', `https://open.spotify.com/intl-de/track/${ID}?si=x`], { name: 'play', link: link('track') }],
    [['pause'], { name: 'pause' }],
    [['toggle'], { name: 'toggle' }],
    [['next'], { name: 'next' }],
    [['previous'], { name: 'previous' }],
    [['seek', '+15'], { name: 'seek', ms: { relative: true, delta: 15_000 } }],
    [['seek', '-10'], { name: 'seek', ms: { relative: true, delta: -10_000 } }],
    [['seek', '1:30'], { name: 'seek', ms: { relative: false, value: 90_000 } }],
    [['seek', '90'], { name: 'seek', ms: { relative: false, value: 90_000 } }],
    [['seek', '90s'], { name: 'seek', ms: { relative: false, value: 90_000 } }],
    [['seek', '+1:05'], { name: 'seek', ms: { relative: true, delta: 65_000 } }],
    [['seek', '1:02:03'], { name: 'seek', ms: { relative: false, value: 3_723_000 } }],
    [['volume', '40'], { name: 'volume', percent: { relative: false, value: 40 } }],
    [['volume', '40%'], { name: 'volume', percent: { relative: false, value: 40 } }],
    [['volume', '+5'], { name: 'volume', percent: { relative: true, delta: 5 } }],
    [['volume', '-5'], { name: 'volume', percent: { relative: true, delta: -5 } }],
    [['volume', '0'], { name: 'volume', percent: { relative: false, value: 0 } }],
    [['volume', '100'], { name: 'volume', percent: { relative: false, value: 100 } }],
    [['mute'], { name: 'mute' }],
    [['unmute'], { name: 'unmute' }],
    [['shuffle', 'on'], { name: 'shuffle', to: 'on' }],
    [['shuffle', 'off'], { name: 'shuffle', to: 'off' }],
    [['shuffle', 'toggle'], { name: 'shuffle', to: 'toggle' }],
    [['repeat', 'off'], { name: 'repeat', to: 'off' }],
    [['repeat', 'context'], { name: 'repeat', to: 'context' }],
    [['repeat', 'track'], { name: 'repeat', to: 'track' }],
    [['repeat', 'cycle'], { name: 'repeat', to: 'cycle' }],
    [['like'], { name: 'like' }],
    [['unlike'], { name: 'unlike' }],
    [['like-toggle'], { name: 'like-toggle' }],
    [['device', 'Kitchen speaker'], { name: 'device', target: 'Kitchen speaker' }],
    [['device', 'Kitchen', 'speaker'], { name: 'device', target: 'Kitchen speaker' }],
    [['devices'], { name: 'devices' }],
    [['queue', `spotify:track:${ID}`], { name: 'queue', link: link('track') }],
    [['queue', `https://open.spotify.com/episode/${ID}`], { name: 'queue', link: link('episode') }],
    [['queue', '--list'], { name: 'queue-list' }],
    [['--list', 'queue'], { name: 'queue-list' }],
    [['queue', 'move', '3', '1'], { name: 'queue-move', from: 3, to: 1 }],
    [['queue', 'remove', '2'], { name: 'queue-remove', position: 2 }],
    [['queue', 'clear'], { name: 'queue-clear' }],
    [['open', `spotify:playlist:${ID}`], { name: 'open', link: link('playlist') }],
    [['status'], { name: 'status' }],
    [['diagnose'], { name: 'diagnose' }],
    [['mini'], { name: 'mini' }],
    [['show'], { name: 'show' }],
    [['hide'], { name: 'hide' }],
    [['quit'], { name: 'quit' }],
    [['sleep', '30'], { name: 'sleep', to: { mode: 'time', minutes: 30 } }],
    [['sleep', '1'], { name: 'sleep', to: { mode: 'time', minutes: 1 } }],
    [['sleep', 'track'], { name: 'sleep', to: { mode: 'track' } }],
    [['sleep', 'off'], { name: 'sleep', to: { mode: 'off' } }],
  ]

  it('reads each into the command the running Encore runs (and its socket schema accepts as sent)', () => {
    for (const [argv, command] of cases) {
      expect(commandOf(argv), argv.join(' ')).toEqual(command)
      const wire = wireCommandOf(commandOf(argv))
      expect(commandLineSchemas().CommandSchema.parse(wire), argv.join(' ')).toEqual(wire)
    }
    const named = new Set(cases.map(([argv]) => argv.find((word) => !word.startsWith('--'))))
    expect(
      [...commandNames].filter((name) => !named.has(name)),
      'every command word has a case',
    ).toEqual([])
  })

  it('reads the options wherever they are, and -- ends them', () => {
    expect(parseCommandLine(['--data-dir', '/tmp/x', '--start', '--json', 'next'])).toEqual({
      ok: true,
      invocation: {
        command: { name: 'next' },
        output: { json: true, format: null, follow: false },
        dataDir: '/tmp/x',
        start: true,
      },
    })
    const status = parseCommandLine(['status', '--follow', '--format={artist} – {title}', '--data-dir=/d'])
    expect(status).toMatchObject({
      invocation: { output: { json: false, format: '{artist} – {title}', follow: true }, dataDir: '/d' },
    })
    expect(parseCommandLine(['status', '--format', '{title} ({position}/{duration})'])).toMatchObject({
      invocation: { output: { format: '{title} ({position}/{duration})' } },
    })
    expect(parseCommandLine(['status', '--escape', 'polybar', '--format', '{title}'])).toMatchObject({
      invocation: { output: { format: '{title}', escape: 'polybar' } },
    })
    expect(parseCommandLine(['status', '--escape=i3bar'])).toMatchObject({
      invocation: { output: { escape: 'i3bar' } },
    })
    // `none` is the default: nothing is sent for it (an Encore of the version before knows no such field).
    expect(parseCommandLine(['status', '--escape', 'none'])).toEqual(parseCommandLine(['status']))
    expect(commandOf(['device', '--', '--odd name'])).toEqual({ name: 'device', target: '--odd name' })
    expect(parseCommandLine(['--help'])).toEqual({ ok: true, help: true })
    expect(parseCommandLine(['next', '-h'])).toEqual({ ok: true, help: true })
  })

  it('parses each hotkey action’s command to what the hotkey does', () => {
    const expected: Record<(typeof hotkeyActions)[number], Command> = {
      playPause: { name: 'toggle' },
      nextTrack: { name: 'next' },
      previousTrack: { name: 'previous' },
      volumeUp: { name: 'volume', percent: { relative: true, delta: 5 } },
      volumeDown: { name: 'volume', percent: { relative: true, delta: -5 } },
      seekForward: { name: 'seek', ms: { relative: true, delta: 10_000 } },
      seekBackward: { name: 'seek', ms: { relative: true, delta: -10_000 } },
      saveTrack: { name: 'like-toggle' },
      toggleMiniPlayer: { name: 'mini' },
    }
    for (const action of hotkeyActions) {
      expect(commandOf(words(hotkeyCommands[action])), action).toEqual(expected[action])
    }
  })
})

describe('parseCommandLine: every bad form, in one line naming the bad part', () => {
  const cases: [string[], string][] = [
    [[], 'no command given'],
    [['--json'], 'no command given'],
    [['frobnicate'], 'unknown command “frobnicate” (encore --help lists them)'],
    [['--verbose', 'next'], 'unknown option --verbose'],
    [['-x', 'next'], 'unknown option -x'],
    [['next', '--data-dir'], '--data-dir needs a value'],
    [['--data-dir', '', 'next'], '--data-dir needs a folder path; got an empty value'],
    [['status', '--format'], '--format needs a value'],
    [['next', 'now'], 'next takes no arguments; got “now”'],
    [['status', 'now'], 'status takes no arguments; got “now”'],
    [['play', 'kind', 'of', 'blue'], 'play takes one link; got 3 words'],
    [
      ['play', 'blue'],
      'play: That is not a link to a Spotify track, album, playlist, artist, show or episode.',
    ],
    [
      ['play', 'spotify:album:short'],
      'play: That is not a link to a Spotify track, album, playlist, artist, show or episode.',
    ],
    [['seek'], 'seek needs a time: +15, -10 or 1:30'],
    [['seek', '+15', '+5'], 'seek needs a time: +15, -10 or 1:30'],
    [['seek', 'soon'], 'seek: “soon” is not a time (use +15, -10, 90 or 1:30)'],
    [['seek', '1:60'], 'seek: “1:60” is not a time (use +15, -10, 90 or 1:30)'],
    [['seek', '1:5'], 'seek: “1:5” is not a time (use +15, -10, 90 or 1:30)'],
    [['seek', '1:30s'], 'seek: “1:30s” is not a time (use +15, -10, 90 or 1:30)'],
    [['seek', '+-5'], 'seek: “+-5” is not a time (use +15, -10, 90 or 1:30)'],
    [['volume'], 'volume needs a volume: 40, +5 or -5'],
    [['volume', 'loud'], 'volume: “loud” is not a volume (use 0 to 100, +5 or -5)'],
    [['volume', '101'], 'volume: “101” is not a volume (use 0 to 100, +5 or -5)'],
    [['volume', '+500'], 'volume: “+500” is not a volume (use 0 to 100, +5 or -5)'],
    [['volume', '4.5'], 'volume: “4.5” is not a volume (use 0 to 100, +5 or -5)'],
    [['shuffle'], 'shuffle needs one of on, off, toggle'],
    [['shuffle', 'yes'], 'shuffle: “yes” is not one of on, off, toggle'],
    [['repeat', 'all'], 'repeat: “all” is not one of off, context, track, cycle'],
    [['repeat', 'off', 'now'], 'repeat needs one of off, context, track, cycle'],
    [['device'], 'device needs the name or id of a device (see encore devices)'],
    [['queue'], 'queue needs a Spotify link or URI'],
    [
      ['queue', `spotify:album:${ID}`],
      `queue: only tracks and episodes can be queued; spotify:album:${ID} is not one (play it instead)`,
    ],
    [['queue', '--list', `spotify:track:${ID}`], 'queue takes a link or --list, not both'],
    [['queue', 'move', '3'], 'queue move needs two positions: the item’s and where it goes (queue move 3 1)'],
    [
      ['queue', 'remove', '0'],
      'queue remove: “0” is not a position; use the numbers encore queue --list shows (from 1)',
    ],
    [['queue', 'clear', '2'], 'queue clear takes nothing more'],
    [['open'], 'open needs a Spotify link or URI'],
    [['sleep'], 'sleep needs minutes from 1 to 720 (such as 30), track or off'],
    [
      ['sleep', 'soon'],
      'sleep: “soon” is not a number of minutes; use minutes from 1 to 720 (such as 30), track or off',
    ],
    [
      ['sleep', '1.5'],
      'sleep: “1.5” is not a number of minutes; use minutes from 1 to 720 (such as 30), track or off',
    ],
    [
      ['sleep', '-5'],
      'sleep: “-5” is not a number of minutes; use minutes from 1 to 720 (such as 30), track or off',
    ],
    [['sleep', '0'], 'sleep: 0 minutes is not minutes from 1 to 720 (such as 30), track or off'],
    [['sleep', '721'], 'sleep: 721 minutes is not minutes from 1 to 720 (such as 30), track or off'],
    [['sleep', '30', 'track'], 'sleep needs minutes from 1 to 720 (such as 30), track or off'],
    [
      ['open', 'spotify:user:abc'],
      'open: That is not a link to a Spotify track, album, playlist, artist, show or episode.',
    ],
    [['next', '--format', '{title}'], '--format applies to status only'],
    [['next', '--follow'], '--follow applies to status only'],
    [['next', '--escape', 'polybar'], '--escape applies to status only'],
    [['status', '--escape', 'lemonbar'], '--escape takes none, polybar, i3bar; got “lemonbar”'],
    [['status', '--escape'], '--escape needs a value'],
    [['status', '--json', '--escape', 'i3bar'], '--escape and --json cannot be used together'],
    [['status', '--list'], '--list applies to queue only'],
    [['status', '--json', '--format', '{title}'], '--format and --json cannot be used together'],
    [
      ['status', '--format', '{title} {singer}'],
      '--format: unknown field {singer} (fields: {title} {artist} {album} {position} {duration} {state} {device} {volume} {shuffle} {repeat} {context} {uri} {status})',
    ],
  ]

  it('refuses each', () => {
    for (const [argv, message] of cases) expect(problemOf(argv), argv.join(' ')).toBe(message)
  })

  it('lists every command in the usage', () => {
    for (const name of commandNames) expect(USAGE, name).toContain(name)
  })
})
