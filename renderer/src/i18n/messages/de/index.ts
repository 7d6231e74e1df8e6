import type { Catalog } from '../en'
import app from './app.json'
import commands from './commands.json'
import discover from './discover.json'
import player from './player.json'
import library from './library.json'
import pages from './pages.json'
import frame from './frame.json'
import settings from './settings.json'
import shell from './shell.json'
import signIn from './signIn.json'

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
