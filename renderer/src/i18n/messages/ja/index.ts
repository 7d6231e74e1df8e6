import type { Catalog } from '../en'
import library from './library'
import pages from './pages'
import shell from './shell'

const ja: Catalog = {
  ...shell,
  library,
  pages,
}

export default ja
