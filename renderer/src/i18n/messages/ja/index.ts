import type { Catalog } from '../en'
import app from './app'
import commands from './commands'
import discover from './discover'
import player from './player'
import library from './library'
import pages from './pages'
import frame from './frame'
import settings from './settings'
import shell from './shell'
import signIn from './signIn'

const ja: Catalog = {
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

export default ja
