import type { Catalog } from '../en'
import player from './player'
import shell from './shell'

const ja: Catalog = {
  ...shell,
  player,
}

export default ja
