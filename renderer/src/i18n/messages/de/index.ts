import type { Catalog } from '../en'
import discover from './discover'
import player from './player'
import library from './library'
import pages from './pages'
import shell from './shell'

const de: Catalog = {
  ...shell,
  player,
  discover,
  library,
  pages,
}

export default de
