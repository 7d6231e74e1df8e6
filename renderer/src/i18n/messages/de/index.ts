import type { Catalog } from '../en'
import library from './library'
import shell from './shell'

const de: Catalog = {
  ...shell,
  library,
}

export default de
