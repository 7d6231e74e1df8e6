import type { Catalog } from '../en'
import shell from './shell'

const ja: Catalog = {
  ...shell,
}

export default ja
