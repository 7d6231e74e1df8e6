import type { Catalog } from '../en'
import discover from './discover'
import player from './player'
import shell from './shell'

const de: Catalog = {
  ...shell,
  player,
  discover,
}

export default de
