import { repeatModes } from '../../../contract/playback-logic'
import { SLEEP_MINUTES } from '../../../contract/sleep-words'
import type { SleepRequest } from '../../../contract'
import { parseSpotifyLink, type SpotifyLink } from '../../../contract/spotify-link'
import { simpleCommandNames, type Amount, type Command, type Invocation, type OutputOptions } from './command'
import { statusFields, unknownFormatFields } from './format-fields'
import { escapeModes, type EscapeMode } from '../../base/security/safe-text'

/**
 * The command's words as data: `encore [--data-dir PATH] [--start] [--json] <command> [arguments]`. Options
 * may come anywhere; `--` ends them. A negative amount (`seek -10`, `volume -5`) is an argument, not an option.
 * A bad form answers one line naming the bad part. Imports nothing that loads a schema library: the client
 * parses before it connects, and starts fast.
 */

/** After a usage error's reason: where the usage is (the whole of it buried the reason under 25 lines). */
export const HELP_POINTER = 'Run “encore --help” to see every command and option.'

export const USAGE = `Usage: encore [--data-dir PATH] [--start] [--json] <command>

  play | pause | toggle | next | previous
  play <spotify link or URI>       play an album, playlist or artist, or a track alone
  seek +15 | seek -10 | seek 1:30  move within the track (seconds, or m:ss)
  volume 40 | volume +5 | volume -5 | mute | unmute
  shuffle on|off|toggle            repeat off|context|track|cycle
  like | unlike | like-toggle      save the current track to your library, or remove it
  device <name or id>              move playback there (any case; one word of the name is enough)
  devices                          list the devices
  queue <spotify link or URI>      add a track or an episode to the end of your queue
  queue --list                     your queue, numbered from 1, then what Spotify plays next
  queue move N M | queue remove N | queue clear  reorder or empty your queue
  open <spotify link or URI>       show it in Encore's main window
  sleep 30 | sleep track | sleep off  pause in 30 minutes, at the end of this track; off: no timer
  status [--format '{artist} – {title} ({position}/{duration})'] [--follow] [--escape polybar|i3bar|none]
  mini | show | hide | quit        the mini player, the main window, Encore itself
  diagnose                         a problem report to read before sharing (secrets and names removed)

  --data-dir PATH   the Encore that keeps its data in PATH (browser mode: the same flag as npm run web)
  --start           start Encore first when it is not running
  --json            print JSON (status, devices, queue --list, diagnose; other commands print the player's state)
  --format FIELDS   status as one line: {${statusFields.join('} {')}}
  --follow          status: print again each time what plays changes (for status bars)
  --escape BAR      status: names made safe inside polybar's or i3bar's markup (control characters always go)

Exit codes: 0 done, 2 bad arguments, 3 Encore is not running, 4 not signed in, 5 refused (the reason follows).`

export type ParseResult =
  { ok: true; invocation: Invocation } | { ok: true; help: true } | { ok: false; message: string }

class UsageError extends Error {}
function bad(message: string): never {
  throw new UsageError(message)
}

const simple = simpleCommandNames
type SimpleName = (typeof simple)[number]
const isSimple = (name: string): name is SimpleName => (simple as readonly string[]).includes(name)

/** Every command word the parser knows (a shell tells a command from other launch arguments with it). */
export const commandNames: readonly string[] = [
  ...simple,
  'play',
  'seek',
  'volume',
  'shuffle',
  'repeat',
  'device',
  'queue',
  'open',
  'sleep',
]

/** A number that is an argument even though it starts with "-". */
const AMOUNT = /^[+-]?\d[\d:]*(?:s|%)?$/

interface Scanned {
  words: string[]
  dataDir: string | null
  start: boolean
  json: boolean
  format: string | null
  follow: boolean
  escape: EscapeMode | null
  list: boolean
  help: boolean
}

/** Options and words apart. */
function scan(argv: readonly string[]): Scanned {
  const out: Scanned = {
    words: [],
    dataDir: null,
    start: false,
    json: false,
    format: null,
    follow: false,
    escape: null,
    list: false,
    help: false,
  }
  const flags = { '--start': 'start', '--json': 'json', '--follow': 'follow', '--list': 'list' } as const
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!
    if (arg === '--') {
      out.words.push(...argv.slice(index + 1))
      break
    }
    if (!arg.startsWith('-') || AMOUNT.test(arg)) {
      out.words.push(arg)
      continue
    }
    if (arg === '--help' || arg === '-h') {
      out.help = true
      continue
    }
    if (Object.hasOwn(flags, arg)) {
      out[flags[arg as keyof typeof flags]] = true
      continue
    }
    const [name, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg, undefined]
    if (name !== '--data-dir' && name !== '--format' && name !== '--escape') bad(`unknown option ${name}`)
    const value = inline ?? argv[++index]
    if (value === undefined) bad(`${name} needs a value`)
    if (name === '--escape') {
      if (!(escapeModes as readonly string[]).includes(value)) {
        bad(`--escape takes ${escapeModes.join(', ')}; got “${value}”`)
      }
      out.escape = value as EscapeMode
    } else if (name === '--data-dir') {
      if (!value.trim()) bad('--data-dir needs a folder path; got an empty value')
      out.dataDir = value
    } else out.format = value
  }
  return out
}

function linkArgument(command: string, words: readonly string[]): SpotifyLink {
  if (words.length === 0) bad(`${command} needs a Spotify link or URI`)
  if (words.length > 1) bad(`${command} takes one link; got ${words.length} words`)
  const parsed = parseSpotifyLink(words[0]!)
  if (!parsed.ok) bad(`${command}: ${parsed.reason}`)
  return parsed.link
}

/** The service queues tracks and episodes only. */
function queueable(link: SpotifyLink): SpotifyLink {
  if (link.kind !== 'track' && link.kind !== 'episode') {
    bad(`queue: only tracks and episodes can be queued; ${link.uri} is not one (play it instead)`)
  }
  return link
}

/** A position in the queue as `queue --list` numbers it. */
function position(command: string, word: string | undefined): number {
  if (word === undefined || !/^\d+$/.test(word) || Number(word) < 1)
    bad(
      `${command}: ${word === undefined ? 'a position is missing' : `“${word}” is not a position`}; use the numbers encore queue --list shows (from 1)`,
    )
  return Number(word)
}

/** `queue <link>`, `queue move N M`, `queue remove N`, `queue clear`. */
function queueCommand(words: readonly string[]): Command {
  const [first, ...rest] = words
  if (first === 'move') {
    if (rest.length !== 2)
      bad('queue move needs two positions: the item’s and where it goes (queue move 3 1)')
    return { name: 'queue-move', from: position('queue move', rest[0]), to: position('queue move', rest[1]) }
  }
  if (first === 'remove') {
    if (rest.length !== 1) bad('queue remove needs one position (queue remove 2)')
    return { name: 'queue-remove', position: position('queue remove', rest[0]) }
  }
  if (first === 'clear') {
    if (rest.length) bad('queue clear takes nothing more')
    return { name: 'queue-clear' }
  }
  return { name: 'queue', link: queueable(linkArgument('queue', words)) }
}

function oneWord(command: string, words: readonly string[], what: string): string {
  if (words.length !== 1) bad(`${command} needs ${what}`)
  return words[0]!
}

/** Seconds, m:ss or h:mm:ss, in milliseconds; null when it is none of them. */
function parseTime(text: string): number | null {
  const match = /^(\d+)(?::([0-5]\d))?(?::([0-5]\d))?s?$/.exec(text)
  if (!match || (text.endsWith('s') && text.includes(':'))) return null
  const parts = [match[1], match[2], match[3]].filter((part) => part !== undefined).map(Number)
  return parts.reduce((total, part) => total * 60 + part, 0) * 1000
}

function seekAmount(word: string): Amount {
  const sign = word[0] === '+' || word[0] === '-' ? word[0] : null
  const ms = parseTime(sign ? word.slice(1) : word)
  if (ms === null) bad(`seek: “${word}” is not a time (use +15, -10, 90 or 1:30)`)
  if (!sign) return { relative: false, value: ms }
  return { relative: true, delta: sign === '-' ? -ms : ms }
}

function volumeAmount(word: string): Amount {
  const match = /^([+-]?)(\d{1,3})%?$/.exec(word)
  const value = Number(match?.[2])
  if (!match || value > 100) bad(`volume: “${word}” is not a volume (use 0 to 100, +5 or -5)`)
  if (!match[1]) return { relative: false, value }
  return { relative: true, delta: match[1] === '-' ? -value : value }
}

/** `sleep 30`, `sleep track`, `sleep off`. */
function sleepRequest(words: readonly string[]): SleepRequest {
  const accepted = `minutes from ${SLEEP_MINUTES.min} to ${SLEEP_MINUTES.max} (such as 30), track or off`
  const word = oneWord('sleep', words, accepted)
  if (word === 'track' || word === 'off') return { mode: word }
  if (!/^\d+$/.test(word)) bad(`sleep: “${word}” is not a number of minutes; use ${accepted}`)
  const minutes = Number(word)
  if (minutes < SLEEP_MINUTES.min || minutes > SLEEP_MINUTES.max)
    bad(`sleep: ${word} minutes is not ${accepted}`)
  return { mode: 'time', minutes }
}

function choice<T extends string>(command: string, words: readonly string[], choices: readonly T[]): T {
  const word = oneWord(command, words, `one of ${choices.join(', ')}`)
  if (!(choices as readonly string[]).includes(word)) {
    bad(`${command}: “${word}” is not one of ${choices.join(', ')}`)
  }
  return word as T
}

function commandOf(name: string, words: readonly string[], list: boolean): Command {
  if (isSimple(name)) {
    if (words.length) bad(`${name} takes no arguments; got “${words.join(' ')}”`)
    return { name }
  }
  switch (name) {
    case 'play':
      return { name, link: words.length ? linkArgument(name, words) : null }
    case 'seek':
      return { name, ms: seekAmount(oneWord(name, words, 'a time: +15, -10 or 1:30')) }
    case 'volume':
      return { name, percent: volumeAmount(oneWord(name, words, 'a volume: 40, +5 or -5')) }
    case 'shuffle':
      return { name, to: choice(name, words, ['on', 'off', 'toggle'] as const) }
    case 'repeat':
      return { name, to: choice(name, words, [...repeatModes, 'cycle'] as const) }
    case 'device': {
      const target = words.join(' ').trim()
      if (!target) bad('device needs the name or id of a device (see encore devices)')
      return { name, target }
    }
    case 'queue':
      if (list && words.length) bad('queue takes a link or --list, not both')
      if (list) return { name: 'queue-list' }
      return queueCommand(words)
    case 'open':
      return { name, link: linkArgument(name, words) }
    case 'sleep':
      return { name, to: sleepRequest(words) }
    default:
      return bad(`unknown command “${name}” (encore --help lists them)`)
  }
}

function outputOf(scanned: Scanned, command: Command): OutputOptions {
  const isStatus = command.name === 'status'
  if (!isStatus && scanned.format !== null) bad('--format applies to status only')
  if (!isStatus && scanned.follow) bad('--follow applies to status only')
  if (!isStatus && scanned.escape !== null) bad('--escape applies to status only')
  if (scanned.json && scanned.escape !== null) bad('--escape and --json cannot be used together')
  if (scanned.list && command.name !== 'queue-list') bad('--list applies to queue only')
  if (scanned.format !== null) {
    if (scanned.json) bad('--format and --json cannot be used together')
    const unknown = unknownFormatFields(scanned.format)
    if (unknown.length) bad(`--format: unknown field {${unknown[0]}} (fields: {${statusFields.join('} {')}})`)
  }
  const output: OutputOptions = { json: scanned.json, format: scanned.format, follow: scanned.follow }
  // Sent only when asked for: an Encore of the version before knows no such field.
  if (scanned.escape !== null && scanned.escape !== 'none') output.escape = scanned.escape
  return output
}

/** The invocation the words ask for, `--help`, or one line naming what is wrong. */
export function parseCommandLine(argv: readonly string[]): ParseResult {
  try {
    const scanned = scan(argv)
    if (scanned.help) return { ok: true, help: true }
    const [name, ...words] = scanned.words
    if (name === undefined) bad('no command given')
    const command = commandOf(name, words, scanned.list)
    return {
      ok: true,
      invocation: {
        command,
        output: outputOf(scanned, command),
        dataDir: scanned.dataDir,
        start: scanned.start,
      },
    }
  } catch (error) {
    if (error instanceof UsageError) return { ok: false, message: error.message }
    throw error
  }
}
