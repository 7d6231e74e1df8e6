import type { Catalog } from '../en'
import library from './library'
import shell from './shell'

const ja: Catalog = {
  ...shell,
  library,
}

export default ja
