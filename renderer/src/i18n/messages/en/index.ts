/**
 * English, the catalog every other language follows key for key (../de, ../ja are typed by it; a test finds
 * keys missing, extra or unused). vue-i18n's syntax: `{name}` is filled in; `a | b` chooses by count (the
 * language's plural rules, see ../../plural-rules.ts); `@`, `{`, `}` and `|` are written `{'@'}` and so on.
 *
 * One JSON file an area and a language, the format translation platforms read; each area is a key of its own,
 * so an area's words are added without touching another's. An area the first screen shows has its other words
 * in `<area>.later.json` (loaded after the first screen: ../../english-areas.ts), under the same key. The areas:
 * - `shell.json` (at the top): the window's frame: the language setting, the connection and the player's state
 *   notices.
 * - `frame`: times in words, the sidebar, the status bar, notices, the palette, sign-in; `frame.later`: the
 *   keyboard shortcuts sheet and the command palette, which open once these words are at hand (`openShortcuts`,
 *   `openPalette`: stores/library-ui.ts).
 * - `player`: the bar; `player.later`: Now playing, the mini player, the queues, suggestions, lyrics, and what is
 *   said when something happens (added to the queue, core cannot be reached: with `said`, ../../index.ts).
 * - `discover`: Home's welcome and shelves; `discover.later`: Your listening, Browse, Radio, the sound charts.
 * - `signIn`: what a first screen shows (the account chip, the prompt, why a sign-in ended); `signIn.later`: the
 *   sign-in screen, its progress, the Spotify set-up, the scopes.
 * - `library`: Your Library, its lists and rows, the playlist pages and the pages of albums, artists and shows.
 * - `pages`: the pages of one thing (an album, artist, podcast, episode, audiobook, track, profile), search, the
 *   sidebar's playlists and their folders, and Not found.
 * - `settings`: Settings' sections, their fields and hints, and what they say back.
 * - `app`: the page's own words outside any screen: what its stores and composables say when core cannot be
 *   reached or a value is refused (said with `said`, so a first screen never shows one as its key), the Spotify
 *   set-up's checks, the notices of Ctrl/Cmd+Z, a cover picture's problems.
 * - `commands`: the contract's commands, keys and scopes, by their ids (the contract keeps its English for core
 *   and the command line): the player commands' titles (by command id, without `player.`), the palette's and the
 *   shortcuts sheet's words (`player:play-pause` as `playerPlayPause`), the key caps that are words and how keys
 *   are said (by their English, as `upArrow`), what each scope lets Encore do (`user-follow-read` as
 *   `userFollowRead`); test/renderer/i18n/command-words.test.ts holds them equal to the contract's English.
 */
import app from './app.json' with { type: 'json' }
import commands from './commands.json' with { type: 'json' }
import discover from './discover.json' with { type: 'json' }
import discoverLater from './discover.later.json' with { type: 'json' }
import player from './player.json' with { type: 'json' }
import playerLater from './player.later.json' with { type: 'json' }
import library from './library.json' with { type: 'json' }
import pages from './pages.json' with { type: 'json' }
import frame from './frame.json' with { type: 'json' }
import frameLater from './frame.later.json' with { type: 'json' }
import settings from './settings.json' with { type: 'json' }
import shell from './shell.json' with { type: 'json' }
import signIn from './signIn.json' with { type: 'json' }
import signInLater from './signIn.later.json' with { type: 'json' }

const en = {
  ...shell,
  app,
  commands,
  player: { ...player, ...playerLater },
  discover: { ...discover, ...discoverLater },
  library,
  pages,
  frame: { ...frame, ...frameLater },
  settings,
  signIn: { ...signIn, ...signInLater },
}

export default en
export type Catalog = typeof en
