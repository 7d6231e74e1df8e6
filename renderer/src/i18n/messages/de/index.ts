import type { Catalog } from '../en'
import frame from './frame'
import settings from './settings'
import shell from './shell'
import signIn from './signIn'

const de: Catalog = {
  ...shell,
  frame,
  settings,
  signIn,
}

export default de
