import type { Catalog } from '../en'
import frame from './frame'
import shell from './shell'

const de: Catalog = {
  ...shell,
  frame,
}

export default de
