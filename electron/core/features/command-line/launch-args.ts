import { looksLikeSpotifyLink, parseSpotifyLink, type SpotifyLink } from '../../../contract/spotify-link'
import { commandNames } from './args'

/**
 * What the desktop app's own launch arguments mean: `encore next` is a command (the binary acts as the
 * command's client and exits), `encore spotify:album:…` is a link another app opened (the command `open`), and
 * anything else (nothing, Chromium's switches) is a plain launch. Pure, for the shell to ask before it starts.
 */

const optionsFirst = ['--data-dir', '--start', '--json', '--help', '-h']

/** The command's arguments in a launch's argv, or null for a plain launch. `defaultApp`: `electron .` runs. */
export function commandArgsOf(argv: readonly string[], defaultApp: boolean): string[] | null {
  const isOurs = (arg: string) =>
    optionsFirst.some((option) => arg === option || arg.startsWith(`${option}=`))
  let from = defaultApp ? 2 : 1
  // Chromium's and Electron's own switches come first (`--no-sandbox`, `--ozone-platform=wayland` in a
  // desktop entry); they always carry their value after `=`.
  while (argv[from]?.startsWith('--') && !isOurs(argv[from]!)) from++
  const args = argv.slice(from)
  const first = args[0]
  if (first === undefined) return null
  if (commandNames.includes(first) || isOurs(first)) return args
  if (args.length === 1 && looksLikeSpotifyLink(first)) return ['open', first]
  return null
}

/** The first Spotify link among launch arguments (a second launch's, with switches Chromium added). */
export function linkInArgs(argv: readonly string[]): SpotifyLink | null {
  for (const arg of argv) {
    const parsed = looksLikeSpotifyLink(arg) ? parseSpotifyLink(arg) : null
    if (parsed?.ok) return parsed.link
  }
  return null
}
