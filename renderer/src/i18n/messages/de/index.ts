import type { Catalog } from '../en'
import app from './app.json' with { type: 'json' }
import commands from './commands.json' with { type: 'json' }
import discover from './discover.json' with { type: 'json' }
import player from './player.json' with { type: 'json' }
import library from './library.json' with { type: 'json' }
import pages from './pages.json' with { type: 'json' }
import frame from './frame.json' with { type: 'json' }
import settings from './settings.json' with { type: 'json' }
import shell from './shell.json' with { type: 'json' }
import signIn from './signIn.json' with { type: 'json' }

const de: Catalog = {
  ...shell,
  app,
  commands,
  player,
  discover,
  library,
  pages,
  frame,
  settings,
  signIn,
}

export default de
