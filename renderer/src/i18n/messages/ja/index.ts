import type { Catalog } from '../en'
import frame from './frame'
import shell from './shell'

const ja: Catalog = {
  ...shell,
  frame,
}

export default ja
