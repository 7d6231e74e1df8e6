import type { Catalog } from '../en'
import player from './player'
import shell from './shell'

const de: Catalog = {
  ...shell,
  player,
}

export default de
