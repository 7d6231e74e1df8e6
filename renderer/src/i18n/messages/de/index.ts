import type { Catalog } from '../en'
import frame from './frame'
import settings from './settings'
import shell from './shell'

const de: Catalog = {
  ...shell,
  frame,
  settings,
}

export default de
