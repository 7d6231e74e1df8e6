/**
 * English, the catalog every other language follows key for key (../de, ../ja are typed by it; a test finds
 * keys missing, extra or unused). vue-i18n's syntax: `{name}` is filled in; `a | b` chooses by count (the
 * language's plural rules, see ../../plural-rules.ts); `@`, `{`, `}` and `|` are written `{'@'}` and so on.
 *
 * One file an area (shell.ts: the frame and its notices); each area is a key of its own, so an area's words
 * are added without touching another's. An area the first screen shows has its other words in
 * `<area>.later.ts` (loaded after the first screen: ../../english-areas.ts), under the same key.
 */
import app from './app'
import commands from './commands'
import discover from './discover'
import discoverLater from './discover.later'
import player from './player'
import playerLater from './player.later'
import library from './library'
import pages from './pages'
import frame from './frame'
import frameLater from './frame.later'
import settings from './settings'
import shell from './shell'
import signIn from './signIn'
import signInLater from './signIn.later'

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
